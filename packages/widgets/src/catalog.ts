import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';
import { widgetsMessages } from './messages.ts';

const zh: Record<string, string> = Object.fromEntries(
  Object.values(widgetsMessages).map((descriptor) => [descriptor.id, descriptor.message]),
);

/**
 * The translations of every @pmc/widgets text, to register with @pmc/i18n. A subpath of its own
 * (`@pmc/widgets/catalog`): from the index, its static imports of the locale files would put every
 * translation in a consumer's entry chunk; the index has `widgetsLazyCatalog`.
 *
 * @example
 * import { widgetsCatalog } from '@pmc/widgets/catalog';
 * i18n.load('en', { ...widgetsCatalog.en });
 */
export const widgetsCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh, en, zhtw };
export { sessionListCatalog } from './session-list-catalog.ts';
