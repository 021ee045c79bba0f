import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { fail } from '../http/envelope-error.ts';
import { serverMessages as m } from '../messages.ts';
import type { SheetLine } from './sheet-line.ts';

/**
 * The encoding of a CSV: UTF-8 (with or without the BOM Excel writes) when every byte sequence is valid
 * UTF-8, else GB18030, the superset of GBK that Chinese Excel saves "CSV" in.
 */
export function csvEncoding(bytes: Buffer): 'utf-8' | 'gb18030' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'gb18030';
  }
}

/** Decoded text in slices, so the parser streams and a multi-byte character split between slices is kept. */
function* decodedSlices(bytes: Buffer, encoding: string): Generator<string> {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  const slice = 64 * 1024;
  for (let at = 0; at < bytes.length; at += slice)
    yield decoder.decode(bytes.subarray(at, at + slice), { stream: at + slice < bytes.length });
}

/** The CSV's rows (csv-parse: quotes, escaped quotes, CRLF, line breaks inside quotes). */
export async function* csvLines(bytes: Buffer): AsyncGenerator<SheetLine> {
  const parser = Readable.from(decodedSlices(bytes, csvEncoding(bytes))).pipe(
    parse({ relax_column_count: true, bom: true, max_record_size: 64 * 1024 }),
  );
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells: record };
    }
  } catch {
    throw fail(400, m.importUnreadable);
  }
}
