import { defineLazyCatalog } from '@pmc/i18n';
import { layoutMessages } from './messages.ts';

/**
 * `layoutCatalog` with its en and zhtw translations fetched the first time their locale is in use, for
 * an app's @pmc/i18n runtime (the chrome itself fetches them through `loadChromeTranslations`).
 *
 * @example
 * i18n.load(layoutLazyCatalog);
 */
export const layoutLazyCatalog = defineLazyCatalog(layoutMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});
