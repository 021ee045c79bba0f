// Rows of issue 37's province table, gathered across the bench's parts: `bench/all.mjs` names a file in
// BENCH_REPORT, each part appends what it measured (one JSON object a line), and `bench/province.mjs`
// prints them as one table. A part run on its own (no BENCH_REPORT) prints its own figures only.
import { appendFileSync } from 'node:fs';

/**
 * @param {{ row: string, store: 'PostgreSQL' | 'PGlite', figure: string, met?: boolean,
 *   size?: string, seconds?: number }} entry `row` names a row of the table (`province.mjs` ROWS),
 *   `figure` is what the table shows ("p99 14 ms"), `met` whether it is within the row's target; the seed
 *   rows give `seconds` instead, summed per store.
 */
export function report(entry) {
  const file = process.env.BENCH_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
