import { IMPORT_MAX_ROWS } from '@pmc/api-client/contract';
import ExcelJS from 'exceljs';
import { type Locale, translate } from '../http/locale.ts';
import { serverMessages as m } from '../messages.ts';
import type { ImportColumn } from './import-kind.ts';

/** Excel's column letters of a 1-based column number (1 → A, 27 → AA). */
function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * An entity's import template in the caller's language: the header row (required headers marked), one
 * example row, and for every column that takes one of a list a drop-down (data validation) fed by a
 * hidden sheet holding the allowed values.
 */
export async function buildImportTemplate(
  locale: Locale,
  sheetName: string,
  columns: ImportColumn[],
  choices: Record<string, string[]>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'PMC admin';
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: translate(locale, c.header),
    key: c.key,
    width: c.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example(locale)])));
  const lists = book.addWorksheet(translate(locale, m.sheetAllowedValues), { state: 'hidden' });
  let listColumn = 0;
  columns.forEach((column, at) => {
    const values = choices[column.key];
    if (!values || values.length === 0) return;
    listColumn += 1;
    const letters = columnLetters(listColumn);
    values.forEach((value, row) => {
      lists.getCell(row + 1, listColumn).value = value;
    });
    const target = columnLetters(at + 1);
    // A range address: ExcelJS writes one <dataValidation sqref="C2:C20001"> for it.
    (
      sheet as unknown as { dataValidations: { add(address: string, rule: object): void } }
    ).dataValidations.add(`${target}2:${target}${IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${lists.name}'!$${letters}$1:$${letters}$${values.length}`],
      showErrorMessage: false,
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
