import { describe, expect, it } from 'vitest';
import { localeFromTag } from './locale-from-tag.ts';

describe('localeFromTag', () => {
  it.each([
    ['zh-TW', 'zhtw'],
    ['zh-HK', 'zhtw'],
    ['zh-MO', 'zhtw'],
    ['zh-Hant', 'zhtw'],
    ['zh-Hant-CN', 'zhtw'],
    ['zh_TW', 'zhtw'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['zhtw', 'zhtw'],
  ])('%s -> %s', (tag, locale) => {
    expect(localeFromTag(tag)).toBe(locale);
  });

  it.each(['fr-FR', 'ja', '', null, undefined, 'english'])('%s is not ours', (tag) => {
    expect(localeFromTag(tag)).toBeUndefined();
  });
});
