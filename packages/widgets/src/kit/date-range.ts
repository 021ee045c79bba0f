/** Separates the two days of a date-range value as the URL holds it: `2024-01-01~2024-01-31`. */
export const DATE_RANGE_SEPARATOR = '~';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The start and end of a date-range search value as epoch milliseconds in the browser's time zone:
 * the start day's first millisecond and the end day's last, so the end day is included. A missing or
 * malformed side is undefined.
 *
 * @example
 * dateRangeBounds('2024-01-01~2024-01-31'); // { start: <1 Jan 00:00>, end: <31 Jan 23:59:59.999> }
 */
export function dateRangeBounds(value: string | undefined): { start?: number; end?: number } {
  const [from = '', to = ''] = (value ?? '').split(DATE_RANGE_SEPARATOR);
  const out: { start?: number; end?: number } = {};
  if (DAY.test(from)) out.start = new Date(`${from}T00:00:00`).getTime();
  if (DAY.test(to)) out.end = new Date(`${to}T00:00:00`).getTime() + 86_400_000 - 1;
  return out;
}

/** Joins two `yyyy-MM-dd` days into one value; both empty gives ''. */
export function joinDateRange(from: string, to: string): string {
  return from || to ? `${from}${DATE_RANGE_SEPARATOR}${to}` : '';
}

/** Splits a date-range value into its two days. */
export function splitDateRange(value: string | undefined): [string, string] {
  const [from = '', to = ''] = (value ?? '').split(DATE_RANGE_SEPARATOR);
  return [from, to];
}
