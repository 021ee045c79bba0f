/**
 * Past this many rows a DataTable without a `virtual` prop renders only the rows in view. Its own module,
 * so importing the number does not load the table.
 */
export const AUTO_VIRTUAL_ROWS = 100;
