export { getActiveRuntime, setActiveRuntime, t } from './active-runtime.ts';
export { catalogProblems } from './catalog-problems.ts';
export { compileMessage, compileMessageOrThrow } from './compile-message.ts';
export type { CreateI18nOptions, LangTarget } from './create-i18n.ts';
export { createI18n } from './create-i18n.ts';
export type { Catalog, LazyCatalog, TranslationModule } from './define-catalog.ts';
export { defineCatalog, defineLazyCatalog, isLazyCatalog, mergeCatalogs } from './define-catalog.ts';
export type { DetectLocaleOptions } from './detect-locale.ts';
export { browserLanguages, detectLocale } from './detect-locale.ts';
export type { DateInput } from './format-date.ts';
export { formatDate, formatDateTime } from './format-date.ts';
export { formatNumber } from './format-number.ts';
export type { RelativeTimeUnit } from './format-relative-time.ts';
export { formatRelativeTime, formatTimeAgo } from './format-relative-time.ts';
export type { I18nRuntime } from './i18n-runtime.ts';
export { i18nLazyCatalog } from './lazy-catalog.ts';
export type { Locale } from './locale.ts';
export { DEFAULT_LOCALE, intlLocale, isLocale, LOCALE_LABELS, LOCALE_TAGS, LOCALES } from './locale.ts';
export { localeFromTag } from './locale-from-tag.ts';
export type { LocaleStorage } from './locale-storage.ts';
export {
  browserStorage,
  LANGUAGE_STORAGE_KEY,
  memoryStorage,
  readStoredLocale,
  writeStoredLocale,
} from './locale-storage.ts';
export type { MenuNameSource } from './menu-name.ts';
export { menuName } from './menu-name.ts';
export type { MessageDescriptor, MessageValues } from './message.ts';
export { i18nMessages } from './messages.ts';
export { pageTitle, TITLE_SEPARATOR } from './page-title.ts';
