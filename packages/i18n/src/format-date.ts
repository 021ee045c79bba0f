import { cachedFormatter } from './intl-cache.ts';
import { intlLocale, type Locale } from './locale.ts';

/** A date as a `Date`, epoch milliseconds, or an ISO string. */
export type DateInput = Date | number | string;

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date in the locale's own order and separators (Intl); an invalid date gives ''. Pass any
 * `Intl.DateTimeFormatOptions` (e.g. `timeZone`, `dateStyle`) to change the default numeric date.
 *
 * @example
 * formatDate(new Date(2024, 0, 5), 'zh'); // '2024/01/05'
 * formatDate(new Date(2024, 0, 5), 'en'); // '01/05/2024'
 * formatDate(Date.now(), 'zhtw', { dateStyle: 'long' }); // '2024年1月5日'
 */
export function formatDate(
  value: DateInput,
  locale: Locale | string,
  options: Intl.DateTimeFormatOptions = DATE,
): string {
  const date = toDate(value);
  if (!date) return '';
  const tag = intlLocale(locale);
  return cachedFormatter('date', tag, options, () => new Intl.DateTimeFormat(tag, options)).format(date);
}

/**
 * A date with hours and minutes (24-hour clock) in the locale's format; an invalid date gives ''.
 *
 * @example
 * formatDateTime(new Date(2024, 0, 5, 14, 3), 'zh'); // '2024/01/05 14:03'
 * formatDateTime(new Date(2024, 0, 5, 14, 3), 'en'); // '01/05/2024, 14:03'
 */
export function formatDateTime(
  value: DateInput,
  locale: Locale | string,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): string {
  return formatDate(value, locale, options);
}
