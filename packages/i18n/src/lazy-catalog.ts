import { defineLazyCatalog } from './define-catalog.ts';
import { i18nMessages } from './messages.ts';

/** `i18nCatalog` with its en and zhtw translations fetched the first time their locale is in use. */
export const i18nLazyCatalog = defineLazyCatalog(i18nMessages, {
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
});
