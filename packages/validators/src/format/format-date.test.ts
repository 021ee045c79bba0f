import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime, toDate } from './format-date.ts';

const moment = Date.UTC(2024, 0, 2, 3, 4, 5); // 2024-01-02T03:04:05Z

describe('formatDate', () => {
  it('defaults to yyyy-MM-dd HH:mm', () => {
    expect(DATE_FORMAT).toBe('yyyy-MM-dd HH:mm');
    expect(formatDate(moment, { timeZone: 'UTC' })).toBe('2024-01-02 03:04');
  });

  it('shows the moment in the requested time zone, across the date line', () => {
    expect(formatDate(moment, { timeZone: 'Asia/Shanghai' })).toBe('2024-01-02 11:04');
    expect(formatDate(moment, { timeZone: 'America/New_York' })).toBe('2024-01-01 22:04');
    expect(formatDate('2024-07-01T00:30:00+08:00', { timeZone: 'Europe/London' })).toBe('2024-06-30 17:30');
  });

  it('reads zone-less strings in the requested zone', () => {
    expect(formatDateTime('2024-03-10 08:00:00', { timeZone: 'Asia/Shanghai' })).toBe('2024-03-10 08:00:00');
    expect(toDate('2024-03-10T08:00:00', 'Asia/Shanghai')?.toISOString()).toBe('2024-03-10T00:00:00.000Z');
  });

  it('accepts Dates, epoch milliseconds and digit strings', () => {
    expect(formatDate(new Date(moment), { timeZone: 'UTC' })).toBe('2024-01-02 03:04');
    expect(formatDate(String(moment), { timeZone: 'UTC' })).toBe('2024-01-02 03:04');
  });

  it('takes another pattern, and a seconds variant', () => {
    expect(DATE_TIME_FORMAT).toBe('yyyy-MM-dd HH:mm:ss');
    expect(formatDateTime(moment, { timeZone: 'UTC' })).toBe('2024-01-02 03:04:05');
    expect(formatDate(moment, { timeZone: 'UTC', pattern: 'yyyy年M月d日' })).toBe('2024年1月2日');
  });

  it("writes the house patterns in the machine's zone as date-fns would, over years of moments", () => {
    const start = Date.UTC(1999, 11, 31, 15, 59, 59);
    for (let step = 0; step < 5_000; step += 1) {
      // A prime stride of about 1.8 days walks every hour, minute and second, and a DST change.
      const date = new Date(start + step * 157_079_293);
      expect(formatDate(date)).toBe(format(date, DATE_FORMAT));
      expect(formatDateTime(date)).toBe(format(date, DATE_TIME_FORMAT));
    }
    expect(formatDate(new Date(-62_000_000_000_000))).toBe(
      format(new Date(-62_000_000_000_000), DATE_FORMAT),
    );
  });

  it.each([
    'Asia/Shanghai',
    'America/New_York',
    'Europe/London',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'UTC',
  ])('writes the house patterns in %s as date-fns would, over centuries and across its changes', (zone) => {
    const at = tz(zone);
    const check = (ms: number) => {
      const date = new Date(ms);
      expect(formatDate(date, { timeZone: zone })).toBe(format(date, DATE_FORMAT, { in: at }));
      expect(formatDateTime(date, { timeZone: zone })).toBe(format(date, DATE_TIME_FORMAT, { in: at }));
    };
    // From 1850 (local mean times with seconds in their offsets) to 2060, about 4.8 days a step.
    const start = Date.UTC(1850, 0, 1);
    for (let step = 0; step < 16_000; step += 1) check(start + step * 414_079_297);
    // Each second around this zone's changes in 2024 (none in some zones), and a millisecond either side.
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2025, 0, 1); ms += 3_600_000) {
      if (tzOffset(zone, new Date(ms)) === tzOffset(zone, new Date(ms + 3_600_000))) continue;
      for (let s = -2; s <= 3_602; s += 1) check(ms + s * 1_000 - 1);
    }
  });

  it('leaves an unknown zone to date-fns, which refuses it (never a text of NaNs)', () => {
    expect(() => formatDate(moment, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it.each([null, undefined, '', 'not a date', '2024-13-45', Number.NaN])('gives empty for %j', (input) => {
    expect(formatDate(input)).toBe('');
  });
});
