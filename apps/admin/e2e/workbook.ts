import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';

/** Saves a browser download and opens it as a workbook: the first sheet's rows as plain values. */
export async function openDownloadedWorkbook(download: Download): Promise<unknown[][]> {
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
