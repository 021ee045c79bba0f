import { defineLazyCatalog } from '@pmc/i18n';
import { uiMessages } from './messages.ts';

/**
 * `uiCatalog` with its en and zhtw translations fetched the first time their locale is in use.
 *
 * @example
 * createI18n({ catalogs: [uiLazyCatalog] });
 */
export const uiLazyCatalog = defineLazyCatalog(uiMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});
