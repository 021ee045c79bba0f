import { defineLazyCatalog } from '@pmc/i18n';
import { widgetsMessages } from './messages.ts';

/**
 * `widgetsCatalog` with its en and zhtw translations fetched the first time their locale is in use.
 *
 * @example
 * createI18n({ catalogs: [i18nLazyCatalog, uiLazyCatalog, widgetsLazyCatalog] });
 */
export const widgetsLazyCatalog = defineLazyCatalog(widgetsMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});
