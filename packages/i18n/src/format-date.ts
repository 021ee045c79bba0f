import { cachedFormatter } from './intl-cache.ts';
import { intlLocale, type Locale } from './locale.ts';

/** A date as a `Date`, epoch milliseconds, or an ISO string. */
export type DateInput = Date | number | string;

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * A date as the product shows it, `yyyy-MM-dd` in every language (DESIGN: dates read the same in zh,
 * en and zhtw); an invalid date gives ''. Pass `Intl.DateTimeFormatOptions` (e.g. `dateStyle`,
 * `timeZone`) for the locale's own wording instead.
 *
 * @example
 * formatDate(new Date(2024, 0, 5), 'zh'); // '2024-01-05'
 * formatDate(Date.now(), 'zhtw', { dateStyle: 'long' }); // '2024年1月5日'
 */
export function formatDate(
  value: DateInput,
  locale: Locale | string,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (!date) return '';
  if (!options) return day(date);
  const tag = intlLocale(locale);
  return cachedFormatter('date', tag, options, () => new Intl.DateTimeFormat(tag, options)).format(date);
}

/**
 * A date and time as the product shows it, `yyyy-MM-dd HH:mm` (the default of
 * docs/guide/constants.md#dates-and-relative-time); an invalid date gives ''. With
 * `Intl.DateTimeFormatOptions`, the locale's own wording.
 *
 * @example
 * formatDateTime(new Date(2024, 0, 5, 14, 3), 'en'); // '2024-01-05 14:03'
 * formatDateTime(Date.now(), 'en', { dateStyle: 'medium', timeStyle: 'short' }); // 'Jan 5, 2024, 2:03 PM'
 */
export function formatDateTime(
  value: DateInput,
  locale: Locale | string,
  options?: Intl.DateTimeFormatOptions,
): string {
  if (options) return formatDate(value, locale, options);
  const date = toDate(value);
  return date ? `${day(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}
