import { defineCatalog } from './define-catalog.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { i18nMessages } from './messages.ts';

/** The catalogue of the shared app-level texts (`i18nMessages`) in zh, en and zhtw. */
export const i18nCatalog = defineCatalog(i18nMessages, { en, zhtw });
