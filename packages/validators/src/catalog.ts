import { validatorsLazyCatalog } from './lazy-catalog.ts';
import en from './locales/en.ts';
import zhtw from './locales/zhtw.ts';

/**
 * The package's message catalogues by locale (id -> ICU text), for `@pmc/i18n` to merge.
 *
 * @example
 * validatorsCatalog.en['validators.mobile']; // 'Please enter a valid mobile number'
 */
export const validatorsCatalog: {
  zh: Record<string, string>;
  en: Record<string, string>;
  zhtw: Record<string, string>;
} = { zh: validatorsLazyCatalog.zh, en, zhtw };
