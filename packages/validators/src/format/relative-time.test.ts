import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';
import { describeRelativeTime } from './relative-time.ts';

const now = Date.UTC(2024, 5, 15, 12, 0, 0); // 2024-06-15 20:00 in Shanghai
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;
const zone = { now, timeZone: 'Asia/Shanghai' } as const;

describe('formatRelativeTime, detailed reading (default)', () => {
  it.each([
    [0, '刚刚'],
    [-5 * s, '刚刚'],
    [59 * s, '刚刚'],
    [60 * s, '1分钟前'],
    [59 * min + 59 * s, '59分钟前'],
    [h, '1小时前'],
    [23 * h + 59 * min, '23小时前'],
    [d, '1天前'],
    [6 * d + 23 * h, '6天前'],
    [7 * d, '1周前'],
    [27 * d, '3周前'],
    [28 * d, '1个月前'],
    [62 * d, '2个月前'],
    [Date.UTC(2024, 5, 15, 12) - Date.UTC(2024, 2, 15, 12), '3个月前'],
    [Date.UTC(2024, 5, 15, 12) - Date.UTC(2024, 1, 14, 12), '2024-02-14 20:00'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(now - elapsed, zone)).toBe(expected);
  });

  it('speaks en and zhtw', () => {
    expect(formatRelativeTime(now - 30 * s, { ...zone, locale: 'en' })).toBe('just now');
    expect(formatRelativeTime(now - min, { ...zone, locale: 'en' })).toBe('1 minute ago');
    expect(formatRelativeTime(now - 5 * h, { ...zone, locale: 'en' })).toBe('5 hours ago');
    expect(formatRelativeTime(now - 14 * d, { ...zone, locale: 'en' })).toBe('2 weeks ago');
    expect(formatRelativeTime(now - 30 * s, { ...zone, locale: 'zhtw' })).toBe('剛剛');
    expect(formatRelativeTime(now - 14 * d, { ...zone, locale: 'zhtw' })).toBe('2週前');
    expect(formatRelativeTime(now - 40 * d, { ...zone, locale: 'zhtw' })).toBe('1個月前');
  });
});

describe('formatRelativeTime, compact reading', () => {
  const compact = { ...zone, reading: 'compact' } as const;

  it.each([
    [29 * s, '刚刚'],
    [30 * s, '1分钟前'],
    [59 * min, '59分钟前'],
    [h, '1小时前'],
    [23 * h + 59 * min, '23小时前'],
    [d, '1天前'],
    [2 * d - s, '1天前'],
    [2 * d, '2024-06-13 20:00'],
  ])('%d ms ago reads %s', (elapsed, expected) => {
    expect(formatRelativeTime(now - elapsed, compact)).toBe(expected);
  });

  it('speaks en', () => {
    expect(formatRelativeTime(now - 36 * h, { ...compact, locale: 'en' })).toBe('1 day ago');
  });
});

describe('describeRelativeTime', () => {
  it('gives a descriptor for the UI to translate', () => {
    expect(describeRelativeTime(now - 3 * d, zone)).toEqual({
      kind: 'relative',
      descriptor: { id: 'validators.daysAgo', message: '{n}天前', values: { n: 3 } },
    });
  });

  it('gives an empty date for missing input and formats the fallback date with a pattern', () => {
    expect(describeRelativeTime(null, zone)).toEqual({ kind: 'date', text: '' });
    expect(describeRelativeTime(now - 365 * d, { ...zone, pattern: 'yyyy-MM-dd' })).toEqual({
      kind: 'date',
      text: '2023-06-16',
    });
  });
});
