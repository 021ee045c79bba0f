import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { BILL_TIME_ZONE } from './bill-time-zone.ts';

/** Date part of a bill number: none, year, year-month, year-month-day. */
export type BillDateFormat = '' | 'yyyy' | 'yyyyMM' | 'yyyyMMdd';

export { BILL_TIME_ZONE };

/** What of a bill rule decides its numbers. */
export interface BillNumberRule {
  prefix: string;
  dateFormat: string;
  /** Digits of the serial part, zero-padded (a longer serial is kept whole). */
  digit: number;
  startNumber: number;
  /** The serial issued last (startNumber - 1 before the first). */
  currentNumber: number;
  /** Date part of the last issued number; null when unknown (the serial then simply continues). */
  serialDate?: string | null;
}

const DATE_PATTERNS: Record<string, string> = { yyyy: 'yyyy', yyyyMM: 'yyyyMM', yyyyMMdd: 'yyyyMMdd' };

/**
 * The date part of a bill number at `at`, read in `timeZone` (never the host's zone, so every server
 * and every browser agree); '' for a rule without one.
 *
 * @example
 * billDatePart('yyyyMMdd', new Date('2026-01-31T16:30:00Z')); // '20260201' (Asia/Shanghai)
 */
export function billDatePart(dateFormat: string, at: Date, timeZone: string = BILL_TIME_ZONE): string {
  const pattern = DATE_PATTERNS[dateFormat];
  return pattern ? format(at, pattern, { in: tz(timeZone) }) : '';
}

/**
 * prefix + date part + serial zero-padded to `digit` places.
 *
 * @example
 * formatBillNumber({ prefix: 'QJ', dateFormat: 'yyyyMM', digit: 4 }, 7, new Date('2026-03-01T00:00:00Z'));
 * // 'QJ2026030007'
 */
export function formatBillNumber(
  rule: Pick<BillNumberRule, 'prefix' | 'dateFormat' | 'digit'>,
  serial: number,
  at: Date,
  timeZone: string = BILL_TIME_ZONE,
): string {
  return `${rule.prefix}${billDatePart(rule.dateFormat, at, timeZone)}${String(serial).padStart(rule.digit, '0')}`;
}

/**
 * The serial the next number takes when its date part is `datePart`: the start number again when the
 * date part changed since the last issue, else one past the last (never below the start number).
 *
 * @example
 * nextBillSerial({ startNumber: 1, currentNumber: 41, serialDate: '202603' }, '202604'); // 1
 */
export function nextBillSerial(
  rule: Pick<BillNumberRule, 'startNumber' | 'currentNumber' | 'serialDate'>,
  datePart: string,
): number {
  if (rule.serialDate != null && rule.serialDate !== datePart) return rule.startNumber;
  return Math.max(rule.currentNumber + 1, rule.startNumber);
}

/**
 * The next `count` numbers the rule would issue at `at`, as the server issues them one by one (the
 * preview of the bill-rule form and the example of the list use it).
 *
 * @example
 * nextBillNumbers({ prefix: 'BX', dateFormat: '', digit: 3, startNumber: 1, currentNumber: 9 }, 3, new Date());
 * // ['BX010', 'BX011', 'BX012']
 */
export function nextBillNumbers(
  rule: BillNumberRule,
  count: number,
  at: Date,
  timeZone: string = BILL_TIME_ZONE,
): string[] {
  const first = nextBillSerial(rule, billDatePart(rule.dateFormat, at, timeZone));
  return Array.from({ length: count }, (_, i) => formatBillNumber(rule, first + i, at, timeZone));
}
