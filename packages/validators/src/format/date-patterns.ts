// The patterns alone, so that an app reading them does not load date-fns with them.

/** Default date format (SPEC 9). */
export const DATE_FORMAT = 'yyyy-MM-dd HH:mm';
/** The seconds reading of SPEC 9's date format. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
