// Plain Date arithmetic on purpose, not date-fns: these run in every search form with a date range, and
// date-fns' `parse` and `format` would add about 8 KB (gzip) to it for one fixed pattern. The calendar,
// fetched on demand, formats with date-fns (through react-day-picker).

/** The day format of every date field: yyyy-MM-dd, whatever the browser's language. */
export const DAY_FORMAT = 'yyyy-MM-dd';

/** The quick ranges of a date-range picker (ProTable's presets): 今天, 近7天, 近30天, 本月. */
export type DatePreset = 'today' | 'last7' | 'last30' | 'thisMonth';
export const DATE_PRESETS: readonly DatePreset[] = ['today', 'last7', 'last30', 'thisMonth'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A day as yyyy-MM-dd ('' for none). */
export const toDay = (date: Date | undefined): string =>
  date && !Number.isNaN(date.getTime())
    ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`
    : '';

/** A yyyy-MM-dd day at local midnight, or undefined for '' or anything else. */
export function parseDay(text: string | undefined): Date | undefined {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(2000, month, day);
  date.setFullYear(year, month, day); // years 0-99 too, which the constructor reads as 19xx
  // 2026-02-30 rolls over to March: not a day.
  return date.getMonth() === month && date.getDate() === day ? date : undefined;
}

/** The day `days` after `date` (negative: before), at midnight. */
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The days a preset covers, counted back from `today` (included): 近7天 is today and the six days
 * before it; 本月 runs from the 1st to today.
 *
 * @example
 * presetRange('last7', new Date(2026, 10, 25)); // { from: '2026-11-19', to: '2026-11-25' }
 */
export function presetRange(preset: DatePreset, today: Date): { from: string; to: string } {
  const to = toDay(today);
  switch (preset) {
    case 'today':
      return { from: to, to };
    case 'last7':
      return { from: toDay(addDays(today, -6)), to };
    case 'last30':
      return { from: toDay(addDays(today, -29)), to };
    case 'thisMonth':
      return { from: toDay(new Date(today.getFullYear(), today.getMonth(), 1)), to };
  }
}
