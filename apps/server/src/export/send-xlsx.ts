import { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ExportStamp } from './export-stamp.ts';
import { xlsxWriter } from './jobs/table-writers.ts';

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
}

/** Rows added between waits for the zip to hand its bytes on. */
const BATCH = 1_000;

/**
 * Builds a real .xlsx workbook (one sheet) into one buffer, stamped with who exported it and when
 * (export-stamp.ts); text cells never start a formula. Written as the export jobs write theirs
 * (table-writers.ts), a row at a time: an in-memory exceljs workbook of 100,000 rows (an import's skipped
 * rows) took 1.5 GB of heap, this takes the file's size.
 */
export async function buildXlsx<T>(
  sheetName: string,
  columns: XlsxColumn<T>[],
  rows: T[],
  stamp: ExportStamp,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const writer = xlsxWriter(sink, {
    sheetName,
    headers: columns.map((c) => c.header),
    widths: columns.map((c) => c.width ?? 18),
    stamp,
  });
  for (const [at, row] of rows.entries()) {
    if (at > 0 && at % BATCH === 0) await writer.drain();
    writer.add(columns.map((c) => c.value(row)));
  }
  await writer.finish();
  return Buffer.concat(chunks);
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
