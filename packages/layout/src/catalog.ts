import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { layoutMessages } from './messages.ts';
import { secondFactorMessages } from './second-factor-messages.ts';

const zh: Record<string, string> = Object.fromEntries(
  [...Object.values(layoutMessages), ...Object.values(secondFactorMessages)].map((d) => [d.id, d.message]),
);

/**
 * The chrome's translations per locale, to merge into the app's Lingui catalogues. A subpath of its own
 * (`@pmc/layout/catalog`): from the index, its static imports of the locale files would put every
 * translation in a consumer's entry chunk; the index has `layoutLazyCatalog`.
 *
 * @example
 * import { layoutCatalog } from '@pmc/layout/catalog';
 * i18n.load('en', { ...appCatalog.en, ...layoutCatalog.en });
 */
export const layoutCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh, en, zhtw };
