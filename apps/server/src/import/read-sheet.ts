import type { ImportRow } from '@pmc/api-client/contract';
import { fail } from '../http/envelope-error.ts';
import { type Locale, serverCatalog, translate } from '../http/locale.ts';
import { serverMessages as m } from '../messages.ts';
import { csvLines } from './csv-rows.ts';
import { neutraliseFormula } from './formula-guard.ts';
import type { ImportColumn } from './import-kind.ts';
import type { SheetLine } from './sheet-line.ts';
import { xlsxLines } from './xlsx-rows.ts';
import { assertZipWithinLimits } from './zip-limits.ts';

/** Columns past this are not read (a sheet this wide is not an import template). */
const MAX_COLUMNS = 200;

export interface ReadSheet {
  headers: { header: string; key: string | null }[];
  rows: ImportRow[];
}

/** The column a header names, in any of the three languages (a sheet made in one may be read in another). */
function columnOfHeader(columns: ImportColumn[], header: string): ImportColumn | undefined {
  return columns.find((c) =>
    (Object.keys(serverCatalog) as Locale[]).some((locale) => translate(locale, c.header) === header),
  );
}

/** The file's rows, by its first bytes: a zip is .xlsx, anything else must be text (CSV). */
function linesOf(bytes: Buffer): AsyncGenerator<SheetLine> {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    assertZipWithinLimits(bytes);
    return xlsxLines(bytes);
  }
  // Old binary .xls (OLE) or any other binary file: a NUL byte never occurs in a text CSV.
  if (bytes.subarray(0, 8192).includes(0)) throw fail(400, m.importUnreadable);
  return csvLines(bytes);
}

/**
 * Reads an uploaded .xlsx or .csv into rows keyed by column: the first row is the header, matched to the
 * columns by their header in any language or by `mapping` (sheet header → column key, '' to leave it
 * out). Cells are trimmed and made inert (formula-guard.ts); blank rows are left out. More than
 * `maxRows` data rows is refused as soon as the next one is met, so the rest is never read.
 */
export async function readSheet(
  bytes: Buffer,
  columns: ImportColumn[],
  maxRows: number,
  mapping: Record<string, string> = {},
): Promise<ReadSheet> {
  const keys = new Set(columns.map((c) => c.key));
  let keyAt: (string | null)[] | null = null;
  const headers: ReadSheet['headers'] = [];
  const rows: ImportRow[] = [];
  for await (const line of linesOf(bytes)) {
    const cells = line.cells.slice(0, MAX_COLUMNS).map((cell) => cell.trim());
    if (!keyAt) {
      if (cells.every((cell) => cell === '')) continue;
      keyAt = cells.map((header) => {
        const mapped = mapping[header];
        const key =
          mapped !== undefined
            ? keys.has(mapped)
              ? mapped
              : null
            : (columnOfHeader(columns, header)?.key ?? null);
        if (header !== '') headers.push({ header, key });
        return key;
      });
      continue;
    }
    const values: Record<string, string> = {};
    cells.forEach((cell, at) => {
      const key = keyAt?.[at];
      if (key && cell !== '' && values[key] === undefined) values[key] = neutraliseFormula(cell);
    });
    if (Object.keys(values).length === 0) continue;
    if (rows.length === maxRows) throw fail(400, m.importTooLarge, { n: maxRows });
    rows.push({ row: line.row, values });
  }
  if (!keyAt || rows.length === 0) throw fail(400, m.importEmpty);
  return { headers, rows };
}
