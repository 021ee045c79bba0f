import { tz } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

import { DATE_FORMAT, DATE_TIME_FORMAT } from './date-patterns.ts';

export { DATE_FORMAT, DATE_TIME_FORMAT };

/** A moment: a Date, milliseconds since the epoch (also as digits in a string) or an ISO 8601 string. */
export type DateInput = Date | number | string;

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** date-fns pattern; {@link DATE_FORMAT} by default. */
  pattern?: string;
  /** IANA zone to show the moment in (and to read zone-less strings in); the machine's zone by default. */
  timeZone?: string;
}

/**
 * Reads a {@link DateInput}; zone-less ISO strings are read in `timeZone` when one is given.
 * Gives `undefined` for empty or unreadable input.
 *
 * @example
 * toDate('2024-05-01T08:00:00Z')?.getTime(); // 1714550400000
 */
export function toDate(input: DateInput | null | undefined, timeZone?: string): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  let date: Date;
  if (input instanceof Date) date = input;
  else if (typeof input === 'number') date = new Date(input);
  else if (/^-?\d+$/.test(input.trim())) date = new Date(Number(input.trim()));
  else date = timeZone ? parseISO(input.trim(), { in: tz(timeZone) }) : parseISO(input.trim());
  return isValid(date) ? new Date(date.getTime()) : undefined;
}

/**
 * Formats a moment, by default as yyyy-MM-dd HH:mm; empty or invalid input gives ''.
 *
 * @example
 * formatDate(Date.UTC(2024, 0, 2, 3, 4), { timeZone: 'Asia/Shanghai' }); // '2024-01-02 11:04'
 */
export function formatDate(input: DateInput | null | undefined, options: FormatDateOptions = {}): string {
  const { pattern = DATE_FORMAT, timeZone } = options;
  const date = toDate(input, timeZone);
  if (!date) return '';
  if (timeZone) return format(date, pattern, { in: tz(timeZone) });
  return writtenOut(date, pattern) ?? format(date, pattern);
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The two house patterns in the machine's zone, written out: date-fns parses the pattern on every call
 * (about 3 µs), which a million-row export pays for each date cell. Other patterns, and years date-fns
 * would pad or sign, are left to date-fns.
 */
function writtenOut(date: Date, pattern: string): string | undefined {
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return undefined;
  const minutes = `${year}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  if (pattern === DATE_FORMAT) return minutes;
  if (pattern === DATE_TIME_FORMAT) return `${minutes}:${twoDigits(date.getSeconds())}`;
  return undefined;
}

/**
 * Formats a moment with seconds, yyyy-MM-dd HH:mm:ss.
 *
 * @example
 * formatDateTime('2024-01-02T03:04:05Z', { timeZone: 'UTC' }); // '2024-01-02 03:04:05'
 */
export function formatDateTime(
  input: DateInput | null | undefined,
  options: Omit<FormatDateOptions, 'pattern'> = {},
): string {
  return formatDate(input, { ...options, pattern: DATE_TIME_FORMAT });
}
