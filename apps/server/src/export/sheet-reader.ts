import type { Locale } from '../http/locale.ts';

/**
 * Who a sheet is written for: their language, and the deployment's zone (`TIME_ZONE`) its times are
 * written in, the zone the export's stamp uses too (the machine's own zone is often UTC).
 */
export interface SheetReader {
  locale: Locale;
  timeZone: string;
}
