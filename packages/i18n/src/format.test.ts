import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';
import { formatNumber } from './format-number.ts';
import { formatRelativeTime, formatTimeAgo } from './format-relative-time.ts';
import { intlLocale } from './locale.ts';

const day = new Date(2024, 0, 5, 14, 3);

describe('intlLocale', () => {
  it('maps our locales to BCP 47 tags and passes tags through', () => {
    expect([intlLocale('zh'), intlLocale('en'), intlLocale('zhtw'), intlLocale('fr-FR')]).toEqual([
      'zh-CN',
      'en',
      'zh-TW',
      'fr-FR',
    ]);
  });
});

describe('formatDate / formatDateTime', () => {
  it('shows yyyy-MM-dd and yyyy-MM-dd HH:mm in every language (DESIGN)', () => {
    expect(formatDate(day, 'zh')).toBe('2024-01-05');
    expect(formatDate(day, 'en')).toBe('2024-01-05');
    expect(formatDate(day, 'zhtw')).toBe('2024-01-05');
    expect(formatDateTime(day, 'zh')).toBe('2024-01-05 14:03');
    expect(formatDateTime(new Date(2024, 10, 25, 9, 7), 'en')).toBe('2024-11-25 09:07');
  });

  it('takes Intl options, epoch numbers and ISO strings', () => {
    expect(formatDate(day, 'zh', { dateStyle: 'long' })).toBe('2024年1月5日');
    expect(formatDate(day, 'en', { dateStyle: 'long' })).toBe('January 5, 2024');
    expect(formatDate(Date.UTC(2024, 0, 5), 'zh', { dateStyle: 'short', timeZone: 'UTC' })).toBe('2024/1/5');
    expect(formatDate('2024-01-05T00:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Jan 5, 2024',
    );
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'zh')).toBe('');
    expect(formatDateTime(Number.NaN, 'en')).toBe('');
  });
});

describe('formatter cache', () => {
  it('formats with the default options without building a key per call (thousands of table cells)', () => {
    formatDateTime(day, 'zh');
    const stringify = vi.spyOn(JSON, 'stringify');
    for (let i = 0; i < 100; i += 1) formatDateTime(day, 'zh');
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
  });

  it('gives equal options objects the same result', () => {
    const a = formatDate(day, 'en', { month: 'long' });
    expect(formatDate(day, 'en', { month: 'long' })).toBe(a);
    expect(formatDate(day, 'en', { month: 'short' })).not.toBe(a);
  });
});

describe('formatNumber', () => {
  it('follows the locale and options', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.891');
    expect(formatNumber(1234.5, 'zhtw', { minimumFractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumber(0.256, 'zh', { style: 'percent' })).toBe('26%');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(12n, 'en')).toBe('12');
  });

  it('gives an empty string for non-finite input', () => {
    expect(formatNumber(Number.NaN, 'zh')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});

describe('formatRelativeTime / formatTimeAgo', () => {
  it('words a value and unit in the locale', () => {
    expect(formatRelativeTime(-5, 'minute', 'zh')).toBe('5分钟前');
    expect(formatRelativeTime(-5, 'minute', 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(-5, 'minute', 'zhtw')).toBe('5 分鐘前');
    expect(formatRelativeTime(-1, 'day', 'en')).toBe('yesterday');
    expect(formatRelativeTime(-1, 'day', 'en', { numeric: 'always' })).toBe('1 day ago');
    expect(formatRelativeTime(2, 'hour', 'en')).toBe('in 2 hours');
    expect(formatRelativeTime(Number.NaN, 'hour', 'en')).toBe('');
  });

  it('picks the largest unit that fits', () => {
    const now = Date.UTC(2024, 5, 1);
    expect(formatTimeAgo(now - 10_000, 'en', now)).toBe('10 seconds ago');
    expect(formatTimeAgo(now - 3 * 3600_000, 'en', now)).toBe('3 hours ago');
    expect(formatTimeAgo(now - 3 * 3600_000, 'zh', now)).toBe('3小时前');
    expect(formatTimeAgo(new Date(now - 2 * 86400_000), 'en', new Date(now))).toBe('2 days ago');
    expect(formatTimeAgo(now - 400 * 86400_000, 'en', now)).toBe('last year');
  });
});
