/** The three UI languages: simplified Chinese (the source), English, traditional Chinese. */
export type Locale = 'zh' | 'en' | 'zhtw';

/** Every locale, source first. */
export const LOCALES: readonly Locale[] = ['zh', 'en', 'zhtw'];

/** The locale used when nothing is stored and the browser names none we have. */
export const DEFAULT_LOCALE: Locale = 'zh';

/** The BCP 47 tag of each locale: the `<html lang>` value and what `Intl` receives. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { zh: 'zh-CN', en: 'en', zhtw: 'zh-TW' };

/** Each locale's name in its own language, for a language switcher (never translated). */
export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  zh: '简体中文',
  en: 'English',
  zhtw: '繁體中文',
};

/**
 * Whether a value is one of the three locales.
 *
 * @example
 * isLocale('zhtw'); // true
 * isLocale('zh-TW'); // false: a tag, see localeFromTag
 */
export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en' || value === 'zhtw';
}

/**
 * The BCP 47 tag for `Intl` and `<html lang>`; a string that is not one of our locales passes through,
 * so formatters accept either.
 *
 * @example
 * intlLocale('zhtw'); // 'zh-TW'
 * intlLocale('fr-FR'); // 'fr-FR'
 */
export function intlLocale(locale: Locale | string): string {
  return isLocale(locale) ? LOCALE_TAGS[locale] : locale;
}
