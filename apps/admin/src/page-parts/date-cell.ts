import { formatDate } from '@pmc/validators';

/**
 * A stored time (ms epoch, or null) as yyyy-MM-dd HH:mm (docs/guide/constants.md#dates-and-relative-time);
 * empty when never set.
 */
export const dateCell = (value: number | null | undefined): string => formatDate(value ?? null);
