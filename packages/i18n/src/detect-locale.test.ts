import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguages, detectLocale } from './detect-locale.ts';
import { memoryStorage } from './locale-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detectLocale: stored choice, then browser, then zh', () => {
  it('prefers the stored choice over the browser languages', () => {
    expect(detectLocale({ storage: memoryStorage({ park_language: 'en' }), languages: ['zh-TW'] })).toBe(
      'en',
    );
  });

  it('uses the first supported browser language when nothing is stored', () => {
    expect(detectLocale({ storage: memoryStorage(), languages: ['fr-FR', 'zh-HK', 'en'] })).toBe('zhtw');
    expect(detectLocale({ storage: memoryStorage(), languages: ['en-GB', 'zh'] })).toBe('en');
  });

  it('ignores an invalid stored value and falls through to the browser', () => {
    expect(
      detectLocale({ storage: memoryStorage({ park_language: 'klingon' }), languages: ['zh-Hant'] }),
    ).toBe('zhtw');
  });

  it('falls back to zh when nothing matches', () => {
    expect(detectLocale({ storage: memoryStorage(), languages: ['fr', 'de'] })).toBe('zh');
    expect(detectLocale({ storage: null, languages: [] })).toBe('zh');
  });

  it('reads navigator.languages and localStorage by default', () => {
    vi.stubGlobal('navigator', { languages: ['ja', 'en-US'], language: 'ja' });
    localStorage.removeItem('park_language');
    expect(browserLanguages()).toEqual(['ja', 'en-US']);
    expect(detectLocale()).toBe('en');
    localStorage.setItem('park_language', 'zhtw');
    try {
      expect(detectLocale()).toBe('zhtw');
    } finally {
      localStorage.removeItem('park_language');
    }
  });

  it('uses navigator.language when languages is empty, and nothing without a navigator', () => {
    vi.stubGlobal('navigator', { languages: [], language: 'zh-TW' });
    expect(browserLanguages()).toEqual(['zh-TW']);
    vi.stubGlobal('navigator', undefined);
    expect(browserLanguages()).toEqual([]);
  });
});
