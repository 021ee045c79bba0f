import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { type ExportStamp, stampFooter, stampProperties } from '../export-stamp.ts';
import { safeCell } from '../safe-cell.ts';

/** A cell's value as a writer takes it. */
export type Cell = string | number | null;

/** Writes a table row by row into a stream; `finish` ends the file and waits until the stream has it. */
export interface TableWriter {
  add(row: Cell[]): void;
  /** Resolves once what was added so far has left for the stream (call between batches). */
  drain(): Promise<void>;
  finish(): Promise<void>;
}

export interface TableHead {
  sheetName: string;
  headers: string[];
  widths: number[];
  stamp: ExportStamp;
}

/**
 * The style of every data cell, one object: exceljs finds a cell's style id by the object, else renders
 * the cell's own (empty) style to XML to match it, which was a fifth of a large job's time.
 */
const PLAIN: Partial<ExcelJS.Style> = {};

/**
 * An .xlsx written as it goes (exceljs's streaming WorkbookWriter: each row committed, no shared strings),
 * stamped like today's export (export-stamp.ts): the server's memory stays flat whatever the row count.
 */
export function xlsxWriter(out: Writable, head: TableHead): TableWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  stampProperties(workbook as unknown as ExcelJS.Workbook, head.stamp);
  const footer = stampFooter(head.stamp);
  const sheet = workbook.addWorksheet(head.sheetName, {
    headerFooter: { oddFooter: footer, evenFooter: footer },
  });
  sheet.columns = head.headers.map((header, index) => ({
    header,
    key: `c${index}`,
    width: head.widths[index],
  }));
  const first = sheet.getRow(1);
  first.font = { bold: true };
  first.commit();
  return {
    add: (row) => {
      const added = sheet.addRow(row.map(safeCell));
      added.eachCell((cell) => {
        cell.style = PLAIN;
      });
      added.commit();
    },
    drain: () => drained(out),
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

const needsQuotes = /[",\r\n]/;
const csvField = (value: Cell) => {
  const text = value === null ? '' : String(safeCell(value));
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** CSV (RFC 4180, CRLF) with a byte-order mark, so Excel opens the Chinese text as UTF-8. */
export function csvWriter(out: Writable, head: TableHead): TableWriter {
  let buffered: string[] = [`\uFEFF${head.headers.map(csvField).join(',')}\r\n`];
  const flush = () => {
    if (buffered.length === 0) return;
    out.write(buffered.join(''));
    buffered = [];
  };
  return {
    add: (row) => {
      buffered.push(`${row.map(csvField).join(',')}\r\n`);
    },
    drain: async () => {
      flush();
      await drained(out);
    },
    async finish() {
      flush();
      out.end();
      await once(out, 'finish');
    },
  };
}

/** Waits while the stream holds more than its high-water mark (it stores a chunk meanwhile). */
async function drained(out: Writable): Promise<void> {
  // The xlsx writer's zip hands data on asynchronously: let it run before looking.
  await setImmediate();
  while (out.writableNeedDrain) await once(out, 'drain');
}
