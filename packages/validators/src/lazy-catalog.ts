import { validatorsMessages } from './messages.ts';

type TranslationModule = { default: Record<string, string> };

/**
 * `validatorsCatalog` with its en and zhtw translations fetched the first time their locale is in use
 * (the shape of @pmc/i18n's `LazyCatalog`).
 *
 * @example
 * createI18n({ catalogs: [validatorsLazyCatalog] });
 */
export const validatorsLazyCatalog: {
  zh: Record<string, string>;
  en: () => Promise<TranslationModule>;
  zhtw: () => Promise<TranslationModule>;
} = {
  zh: Object.fromEntries(Object.values(validatorsMessages).map((d) => [d.id, d.message])),
  en: () => import('./locales/en.ts'),
  zhtw: () => import('./locales/zhtw.ts'),
};
