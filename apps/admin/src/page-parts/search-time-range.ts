import { dateRangeBounds } from '@pmc/widgets/kit';

/**
 * A search form's date range (`2024-01-01~2024-01-31`) as the log and history searches take it: from
 * the first millisecond of the first day to the last of the second, each side undefined when not given.
 */
export function searchTimeRange(range: string | undefined): { startTime?: number; endTime?: number } {
  const { start, end } = dateRangeBounds(range);
  return { startTime: start, endTime: end };
}
