import { addDays, format, isValid, parse, startOfMonth } from 'date-fns';

/** The day format of every date field: yyyy-MM-dd, whatever the browser's language. */
export const DAY_FORMAT = 'yyyy-MM-dd';

/** The quick ranges of a date-range picker (ProTable's presets): 今天, 近7天, 近30天, 本月. */
export type DatePreset = 'today' | 'last7' | 'last30' | 'thisMonth';
export const DATE_PRESETS: readonly DatePreset[] = ['today', 'last7', 'last30', 'thisMonth'];

/** A day as yyyy-MM-dd ('' for none). */
export const toDay = (date: Date | undefined): string => (date ? format(date, DAY_FORMAT) : '');

/** A yyyy-MM-dd day at local midnight, or undefined for '' or anything else. */
export function parseDay(text: string | undefined): Date | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = parse(text, DAY_FORMAT, new Date(0));
  return isValid(date) ? date : undefined;
}

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
      return { from: toDay(startOfMonth(today)), to };
  }
}
