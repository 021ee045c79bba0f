import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fail } from '../http/envelope-error.ts';
import { serverMessages as m } from '../messages.ts';
import type { SheetLine } from './sheet-line.ts';

/** The text a cell shows. A formula cell gives its cached result, never the formula itself. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return value.result === undefined || typeof value.result === 'object' ? '' : String(value.result);
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * The first worksheet's rows, read as a stream (ExcelJS's WorkbookReader): one row in memory at a time,
 * shared strings cached once. Call only after `assertZipWithinLimits`.
 */
export async function* xlsxLines(zip: Buffer): AsyncGenerator<SheetLine> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[];
        // ExcelJS rows are 1-based: index 0 is always empty.
        yield { row: row.number, cells: values.slice(1).map(cellText) };
      }
      return; // the first sheet only: a template's hidden value lists follow it
    }
  } catch (error) {
    if ((error as { code?: number }).code === 400) throw error;
    throw fail(400, m.importUnreadable);
  }
}
