import { describe, expect, it } from 'vitest';
import { formatList } from './format-list.ts';

describe('formatList', () => {
  it.each([
    ['zh', ['甲'], '甲'],
    ['zh', ['甲', '乙'], '甲和乙'],
    ['zh', ['甲', '乙', '丙'], '甲、乙和丙'],
    ['zhtw', ['甲', '乙', '丙'], '甲、乙和丙'],
    ['en', ['A', 'B'], 'A and B'],
    ['en', ['A', 'B', 'C'], 'A, B, and C'],
  ] as const)('lists in %s: %j as %s', (locale, items, expected) => {
    expect(formatList(items, locale)).toBe(expected);
  });

  it('takes BCP 47 tags as well as the product locale codes', () => {
    expect(formatList(['甲', '乙', '丙'], 'zh-CN')).toBe('甲、乙和丙');
    expect(formatList(['甲', '乙', '丙'], 'zh-TW')).toBe('甲、乙和丙');
    expect(formatList(['A', 'B', 'C'], 'en-US')).toBe('A, B, and C');
  });

  it('reads no locale, or one that is not a language tag, as zh-CN', () => {
    expect(formatList(['甲', '乙', '丙'])).toBe('甲、乙和丙');
    expect(formatList(['甲', '乙', '丙'], '')).toBe('甲、乙和丙');
    expect(formatList(['甲', '乙', '丙'], 'not a tag!')).toBe('甲、乙和丙');
  });

  it('gives an empty text for an empty list, in every locale', () => {
    expect(formatList([])).toBe('');
    expect(formatList([], 'en')).toBe('');
  });

  it('keeps the names as given, in their order', () => {
    expect(formatList(['丙', 'B', '甲'], 'en')).toBe('丙, B, and 甲');
  });
});
