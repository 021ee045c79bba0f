import type { Locale } from './locale.ts';
import type { MessageDescriptor } from './message.ts';

/** One package's messages in the three locales, keyed by message id (zh is the source). */
export type Catalog = Record<Locale, Record<string, string>>;

/** A translation module: `export default { id: text }` (a package's `locales/en.ts`). */
export type TranslationModule = { default: Record<string, string> };

/**
 * A catalogue whose en and zhtw translations are fetched the first time their locale is in use, so
 * a page in zh never downloads them (the zh source ships with the code that shows it).
 *
 * @example
 * export const uiLazyCatalog: LazyCatalog = {
 *   zh: uiCatalogSource,
 *   en: () => import('./locales/en.ts'),
 *   zhtw: () => import('./locales/zhtw.ts'),
 * };
 */
export interface LazyCatalog {
  zh: Record<string, string>;
  en: () => Promise<TranslationModule>;
  zhtw: () => Promise<TranslationModule>;
}

/**
 * Builds a package's lazy catalogue from its descriptors (the zh source) and loaders of its en and
 * zhtw translation modules (dynamic imports, so bundlers split them off).
 *
 * @example
 * export const uiLazyCatalog = defineLazyCatalog(uiMessages, {
 *   en: () => import('./locales/en.ts'),
 *   zhtw: () => import('./locales/zhtw.ts'),
 * });
 */
export function defineLazyCatalog(
  messages: Readonly<Record<string, MessageDescriptor>>,
  translations: Pick<LazyCatalog, 'en' | 'zhtw'>,
): LazyCatalog {
  return { zh: defineCatalog(messages, { en: {}, zhtw: {} }).zh, ...translations };
}

/** Whether a catalogue's translations are loaded on demand. */
export function isLazyCatalog(catalog: Catalog | LazyCatalog): catalog is LazyCatalog {
  return typeof catalog.en === 'function';
}

/**
 * Builds a package's catalogue from its descriptors (the zh source) and its en and zhtw translations.
 *
 * @example
 * export const uiCatalog = defineCatalog(uiMessages, { en, zhtw });
 */
export function defineCatalog(
  messages: Readonly<Record<string, MessageDescriptor>>,
  translations: { en: Record<string, string>; zhtw: Record<string, string> },
): Catalog {
  const zh: Record<string, string> = {};
  for (const descriptor of Object.values(messages)) zh[descriptor.id] = descriptor.message ?? '';
  return { zh, en: translations.en, zhtw: translations.zhtw };
}

/**
 * Merges package catalogues into one (a later catalogue wins on a repeated id).
 *
 * @example
 * const all = mergeCatalogs([validatorsCatalog, i18nCatalog]);
 * all.en['i18n.noData']; // 'No data'
 */
export function mergeCatalogs(catalogs: readonly Catalog[]): Catalog {
  const merged: Catalog = { zh: {}, en: {}, zhtw: {} };
  for (const catalog of catalogs) {
    Object.assign(merged.zh, catalog.zh);
    Object.assign(merged.en, catalog.en);
    Object.assign(merged.zhtw, catalog.zhtw);
  }
  return merged;
}
