import { cachedFormatter } from './intl-cache.ts';
import { intlLocale, type Locale } from './locale.ts';

/**
 * A number in the locale's format (Intl); `NaN`, `Infinity` and non-numbers give ''. Options are
 * `Intl.NumberFormatOptions` (currency, percent, fraction digits, compact notation...).
 *
 * @example
 * formatNumber(1234567.891, 'en'); // '1,234,567.891'
 * formatNumber(0.256, 'zh', { style: 'percent' }); // '26%'
 * formatNumber(1234.5, 'zhtw', { minimumFractionDigits: 2 }); // '1,234.50'
 */
export function formatNumber(
  value: number | bigint,
  locale: Locale | string,
  options?: Intl.NumberFormatOptions,
): string {
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'bigint') return '';
  const tag = intlLocale(locale);
  return cachedFormatter('number', tag, options, () => new Intl.NumberFormat(tag, options)).format(value);
}
