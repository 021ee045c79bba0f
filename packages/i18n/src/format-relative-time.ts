import { cachedFormatter } from './intl-cache.ts';
import { intlLocale, type Locale } from './locale.ts';

/** The units `Intl.RelativeTimeFormat` knows, from seconds to years. */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const NUMERIC_AUTO: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

/**
 * `value` units from now in the locale's words (negative is the past), e.g. for @pmc/validators'
 * relative-time formatter once it has chosen the unit. With the default `numeric: 'auto'`, 0 seconds
 * reads 'now' and -1 day 'yesterday'.
 *
 * @example
 * formatRelativeTime(-5, 'minute', 'zh'); // '5分钟前'
 * formatRelativeTime(-5, 'minute', 'en'); // '5 minutes ago'
 * formatRelativeTime(-1, 'day', 'zhtw'); // '昨天'
 * formatRelativeTime(-1, 'day', 'en', { numeric: 'always' }); // '1 day ago'
 */
export function formatRelativeTime(
  value: number,
  unit: RelativeTimeUnit,
  locale: Locale | string,
  options: Intl.RelativeTimeFormatOptions = NUMERIC_AUTO,
): string {
  if (!Number.isFinite(value)) return '';
  const tag = intlLocale(locale);
  return cachedFormatter('relative', tag, options, () => new Intl.RelativeTimeFormat(tag, options)).format(
    value,
    unit,
  );
}

const STEPS: readonly [RelativeTimeUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * The distance between `date` and `now` in the largest unit that fits, in the locale's words.
 *
 * @example
 * formatTimeAgo(Date.now() - 3 * 3600_000, 'en'); // '3 hours ago'
 * formatTimeAgo(Date.now() - 3 * 3600_000, 'zh'); // '3小时前'
 */
export function formatTimeAgo(
  date: Date | number,
  locale: Locale | string,
  now: Date | number = Date.now(),
): string {
  let amount =
    ((date instanceof Date ? date.getTime() : date) - (now instanceof Date ? now.getTime() : now)) / 1000;
  if (!Number.isFinite(amount)) return '';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return formatRelativeTime(Math.trunc(amount), unit, locale);
    amount /= size;
  }
  return '';
}
