import { describe, expect, it } from 'vitest';
import { billDatePart, formatBillNumber, nextBillNumbers, nextBillSerial } from './bill-number.ts';

const rule = { prefix: 'QJ', dateFormat: 'yyyyMMdd', digit: 4, startNumber: 1, currentNumber: 0 };

describe('billDatePart', () => {
  it('reads the date in Asia/Shanghai by default, whatever the host zone', () => {
    const lateUtc = new Date('2026-01-31T16:30:00Z'); // already 1 February in Shanghai
    expect(billDatePart('yyyyMMdd', lateUtc)).toBe('20260201');
    expect(billDatePart('yyyyMM', lateUtc)).toBe('202602');
    expect(billDatePart('yyyy', new Date('2025-12-31T16:00:00Z'))).toBe('2026');
  });

  it('uses the zone it is given and gives nothing for a rule without a date part', () => {
    expect(billDatePart('yyyyMMdd', new Date('2026-01-31T16:30:00Z'), 'UTC')).toBe('20260131');
    expect(billDatePart('', new Date())).toBe('');
    expect(billDatePart('nonsense', new Date())).toBe('');
  });
});

describe('formatBillNumber', () => {
  it('joins prefix, date part and the zero-padded serial', () => {
    expect(formatBillNumber(rule, 7, new Date('2026-03-01T04:00:00Z'))).toBe('QJ202603010007');
    expect(formatBillNumber({ prefix: '', dateFormat: '', digit: 3 }, 12, new Date())).toBe('012');
  });

  it('keeps a serial longer than its digits whole', () => {
    expect(formatBillNumber({ prefix: 'A', dateFormat: '', digit: 2 }, 12345, new Date())).toBe('A12345');
  });
});

describe('nextBillSerial', () => {
  it('continues after the last serial within the same date part', () => {
    expect(nextBillSerial({ startNumber: 1, currentNumber: 41, serialDate: '202603' }, '202603')).toBe(42);
  });

  it('restarts at the start number when the date part changed', () => {
    expect(nextBillSerial({ startNumber: 5, currentNumber: 41, serialDate: '202603' }, '202604')).toBe(5);
  });

  it('continues when the date of the last issue is unknown, and never goes below the start number', () => {
    expect(nextBillSerial({ startNumber: 1, currentNumber: 9, serialDate: null }, '202604')).toBe(10);
    expect(nextBillSerial({ startNumber: 100, currentNumber: 9 }, '')).toBe(100);
  });
});

describe('nextBillNumbers', () => {
  it('gives the next numbers in order', () => {
    const at = new Date('2026-03-01T04:00:00Z');
    expect(nextBillNumbers({ ...rule, currentNumber: 8, serialDate: '20260301' }, 3, at)).toEqual([
      'QJ202603010009',
      'QJ202603010010',
      'QJ202603010011',
    ]);
  });

  it('starts again on a new day', () => {
    const nextDay = new Date('2026-03-01T16:00:00Z'); // 2 March in Shanghai
    expect(nextBillNumbers({ ...rule, currentNumber: 8, serialDate: '20260301' }, 2, nextDay)).toEqual([
      'QJ202603020001',
      'QJ202603020002',
    ]);
  });
});
