export type { I18nProviderProps } from './i18n-provider.tsx';
export { I18nProvider } from './i18n-provider.tsx';
export { useI18nRuntime } from './runtime-context.ts';
export type { TProps } from './t.tsx';
export { T } from './t.tsx';
export { useDocumentTitle } from './use-document-title.ts';
export { useLocale } from './use-locale.ts';
export type { TranslateFn } from './use-t.ts';
export { useT } from './use-t.ts';
