import { describe, expect, it } from 'vitest';
import { parseDay, presetRange, toDay } from './date-presets.ts';

describe('date presets', () => {
  const today = new Date(2026, 10, 25, 16, 30);

  it('counts each quick range back from today, today included', () => {
    expect(presetRange('today', today)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
  });

  it('crosses a year end', () => {
    expect(presetRange('last7', new Date(2027, 0, 3))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('reads and writes days as yyyy-MM-dd only', () => {
    expect(toDay(parseDay('2026-02-28'))).toBe('2026-02-28');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('02/28/2026')).toBeUndefined();
    expect(parseDay('')).toBeUndefined();
    expect(toDay(undefined)).toBe('');
    expect(parseDay('2024-02-29')?.getDate()).toBe(29);
    expect(parseDay('2026-13-01')).toBeUndefined();
    expect(parseDay('2026-00-10')).toBeUndefined();
    expect(toDay(parseDay('0099-01-05'))).toBe('0099-01-05');
    expect(parseDay('2026-11-05')?.getHours()).toBe(0);
  });
});
