import { formatDate } from '@pmc/validators';

/** A stored time (ms epoch, or null) as SPEC 9's yyyy-MM-dd HH:mm; empty when never set. */
export const dateCell = (value: number | null | undefined): string => formatDate(value ?? null);
