// Apart from bill-number.ts, so that an app reading the zone does not load date-fns with it.

/** The zone bill numbers take their date part in unless one is configured (the server's `TIME_ZONE`). */
export const BILL_TIME_ZONE = 'Asia/Shanghai';
