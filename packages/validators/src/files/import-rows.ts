/**
 * Most data rows one import reads (the preview, a re-check and a commit alike): a province's first load.
 * The contract's limit and the import dialog's, from this one place.
 * @example
 * if (rows.length > IMPORT_MAX_ROWS) throw new Error('too many rows');
 */
export const IMPORT_MAX_ROWS = 100_000;
