import type { Locale } from './locale.ts';
import type { MessageDescriptor } from './message.ts';

/** One package's messages in the three locales, keyed by message id (zh is the source). */
export type Catalog = Record<Locale, Record<string, string>>;

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
