/** One row of an uploaded sheet as its cells' texts (0-based columns) and its 1-based row number. */
export interface SheetLine {
  row: number;
  cells: string[];
}
