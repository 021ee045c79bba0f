import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { neutraliseFormula } from '../import/formula-guard.ts';
import { type ExportStamp, stampWorkbook } from './export-stamp.ts';

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
}

/** A cell as written: text that a spreadsheet would run as a formula is made inert (formula-guard.ts). */
export const safeCell = (value: string | number | null) =>
  typeof value === 'string' ? neutraliseFormula(value) : value;

/**
 * Builds a real .xlsx workbook (one sheet) in memory; text cells never start a formula. With a stamp, the
 * workbook names who exported it and when (export-stamp.ts).
 */
export async function buildXlsx<T>(
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: T[],
  stamp?: ExportStamp,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PMC admin';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c, index) => ({ header: c.header, key: `c${index}`, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow(Object.fromEntries(columns.map((c, index) => [`c${index}`, safeCell(c.value(row))])));
  if (stamp) stampWorkbook(workbook, stamp);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Sends a workbook as a download (the contract's 'blob' answers are returned as they are), stamped with
 * its exporter.
 */
export async function sendXlsx<T>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: T[],
  stamp: ExportStamp,
): Promise<void> {
  const body = await buildXlsx(sheetName, columns, rows, stamp);
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}.xlsx`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}
