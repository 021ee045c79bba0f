import { apiClientLazyCatalog } from './lazy-catalog.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';

/**
 * The package's messages in every locale, ready to merge into the app's Lingui catalogues. A subpath
 * of its own (`@pmc/api-client/catalog`): from the index, its static imports of the locale files would
 * put every translation in a consumer's entry chunk; the index has `apiClientLazyCatalog`.
 * @example
 * import { apiClientCatalog } from '@pmc/api-client/catalog';
 * i18n.load('en', { ...apiClientCatalog.en });
 */
export const apiClientCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh: apiClientLazyCatalog.zh, en, zhtw };
