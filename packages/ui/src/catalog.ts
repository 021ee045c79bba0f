import { uiLazyCatalog } from './lazy-catalog.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';

/**
 * The translations of every @pmc/ui text, to register with @pmc/i18n.
 *
 * @example
 * import { uiCatalog } from '@pmc/ui/catalog';
 * i18n.load('en', { ...uiCatalog.en });
 */
export const uiCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh: uiLazyCatalog.zh, en, zhtw };
