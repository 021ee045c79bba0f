import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';

/** Saves a browser download to disk and opens it as a workbook: the first sheet's rows as plain values. */
export async function openDownloadedWorkbook(download: Download): Promise<unknown[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pmc-download-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
