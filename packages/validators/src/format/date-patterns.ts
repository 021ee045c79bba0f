// The patterns alone, so that an app reading them does not load date-fns with them.

/** Default date format (docs/guide/constants.md#dates-and-relative-time). */
export const DATE_FORMAT = 'yyyy-MM-dd HH:mm';
/** The seconds variant of the date format (docs/guide/constants.md#dates-and-relative-time). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
