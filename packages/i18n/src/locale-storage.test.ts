import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserStorage,
  LANGUAGE_STORAGE_KEY,
  memoryStorage,
  readStoredLocale,
  writeStoredLocale,
} from './locale-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('locale storage', () => {
  it('uses the park_language key', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('park_language');
    const storage = memoryStorage();
    writeStoredLocale(storage, 'zhtw');
    expect(storage.getItem('park_language')).toBe('zhtw');
    expect(readStoredLocale(storage)).toBe('zhtw');
  });

  it('reads raw, JSON-encoded and tag values', () => {
    expect(readStoredLocale(memoryStorage({ park_language: '"en"' }))).toBe('en');
    expect(readStoredLocale(memoryStorage({ park_language: 'zh-TW' }))).toBe('zhtw');
    expect(readStoredLocale(memoryStorage({ park_language: '' }))).toBeUndefined();
    expect(readStoredLocale(null)).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const hostile = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredLocale(hostile)).toBeUndefined();
    expect(() => writeStoredLocale(hostile, 'en')).not.toThrow();
  });

  it('uses localStorage when usable, else memory', () => {
    expect(browserStorage()).toBe(globalThis.localStorage);
    vi.stubGlobal('localStorage', undefined);
    const fallback = browserStorage();
    fallback.setItem('park_language', 'en');
    expect(fallback.getItem('park_language')).toBe('en');
  });
});
