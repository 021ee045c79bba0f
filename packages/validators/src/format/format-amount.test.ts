import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.ts';

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [1234567.891, '1,234,567.89'],
    ['1234567.895', '1,234,567.90'],
    [0.1 + 0.2, '0.30'],
    ['-1234.5', '-1,234.50'],
    ['-0.001', '0.00'],
    ['-0.005', '-0.01'],
    ['1,234.5', '1,234.50'],
    ['123456789012345678.01', '123,456,789,012,345,678.01'],
    [' 42 ', '42.00'],
    ['1e3', '1,000.00'],
  ])('shows %j as %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each(['', 'abc', '1.2.3', '--1', Number.NaN, Number.NEGATIVE_INFINITY])(
    'gives empty for %j',
    (value) => {
      expect(formatAmount(value)).toBe('');
    },
  );
});
