import type { Locale } from './locale.ts';
import { localeFromTag } from './locale-from-tag.ts';

/**
 * Where the language choice is kept (docs/guide/constants.md#browser-storage: settings under the `park_`
 * prefix).
 */
export const LANGUAGE_STORAGE_KEY = 'park_language';

/** The part of `Storage` the locale choice needs; inject one to run outside a browser. */
export interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * A `LocaleStorage` kept in memory: for tests, server rendering, or a browser that refuses storage.
 *
 * @example
 * const storage = memoryStorage({ park_language: 'en' });
 * storage.getItem('park_language'); // 'en'
 */
export function memoryStorage(initial: Record<string, string> = {}): LocaleStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

/**
 * The browser's `localStorage` when it can be used, else a memory store (private modes and sandboxed
 * frames throw on access, and Node has none).
 *
 * @example
 * const storage = browserStorage();
 */
export function browserStorage(): LocaleStorage {
  try {
    const storage = globalThis.localStorage;
    if (storage && typeof storage.getItem === 'function') {
      storage.getItem(LANGUAGE_STORAGE_KEY);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage();
}

/**
 * The stored language choice, if valid. Accepts the raw locale (`en`), a JSON-encoded one (`"en"`,
 * as a persisted settings store writes it) and a language tag (`zh-TW`).
 *
 * @example
 * readStoredLocale(memoryStorage({ park_language: '"zhtw"' })); // 'zhtw'
 */
export function readStoredLocale(storage: LocaleStorage | null | undefined): Locale | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  const unquoted = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return localeFromTag(unquoted);
}

/**
 * Persists the language choice (ignoring a storage that refuses writes, e.g. when full).
 *
 * @example
 * writeStoredLocale(browserStorage(), 'en');
 */
export function writeStoredLocale(storage: LocaleStorage | null | undefined, locale: Locale): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // a choice that cannot be saved still applies for this visit
  }
}
