import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { localeFromTag } from './locale-from-tag.ts';
import { browserStorage, type LocaleStorage, readStoredLocale } from './locale-storage.ts';

export interface DetectLocaleOptions {
  /** Where the choice is stored (default `localStorage`); `null` skips the stored choice. */
  storage?: LocaleStorage | null;
  /** The browser's preferred languages, best first (default `navigator.languages`). */
  languages?: readonly string[] | null;
}

/**
 * `navigator.languages`, else `[navigator.language]`, else nothing (Node).
 *
 * @example
 * browserLanguages(); // ['zh-TW', 'zh', 'en-US']
 */
export function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  if (nav?.languages?.length) return nav.languages;
  return nav?.language ? [nav.language] : [];
}

/**
 * The locale to start in: the stored choice (`park_language`), else the first browser language we
 * support, else zh.
 *
 * @example
 * detectLocale({ storage: memoryStorage(), languages: ['fr-FR', 'zh-HK', 'en'] }); // 'zhtw'
 */
export function detectLocale(options: DetectLocaleOptions = {}): Locale {
  const stored = readStoredLocale(options.storage === undefined ? browserStorage() : options.storage);
  if (stored) return stored;
  for (const tag of options.languages ?? browserLanguages()) {
    const locale = localeFromTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
