// Prints issue 37's province table from the rows the bench's parts appended to a BENCH_REPORT file
// (`node bench/province.mjs FILE`; `bench/all.mjs` calls it last): one line per row and store, the figure,
// the target and a verdict. A row no part reported says so instead of passing silently.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

const ROWS = [
  [
    'user-list',
    'user list, every filter and sort, keyword in Chinese, pinyin and initials, page rebuilt, p99',
    { PostgreSQL: '<= 20 ms', PGlite: '<= 60 ms' },
  ],
  ['history', "a record's history, p99", { PostgreSQL: '<= 20 ms', PGlite: '<= 60 ms' }],
  [
    'export',
    'export every user to .xlsx',
    { PostgreSQL: '<= 60 s, heap growth <= 200 MB', PGlite: '<= 60 s, heap growth <= 200 MB' },
  ],
  [
    'import',
    'import 100,000 rows',
    {
      PostgreSQL: 'preview <= 30 s, commit <= 60 s, heap <= 400 MB',
      PGlite: 'preview <= 30 s, commit <= 60 s, heap <= 400 MB',
    },
  ],
  [
    'mixed-load',
    'mixed admin load, 64 connections, 60 s',
    { PostgreSQL: '>= 4,000 req/s, p99 <= 50 ms, 0 errors', PGlite: 'p99 <= 100 ms, 0 errors' },
  ],
  ['seed', 'seed the users and the history', { PostgreSQL: '<= 300 s', PGlite: '<= 600 s' }],
];
const SEED_LIMIT = { PostgreSQL: 300, PGlite: 600 };

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/province.mjs BENCH_REPORT-file');
  process.exit(2);
}
// No file: the parts run (BENCH_PARTS) reported no row of the table.
const entries = (existsSync(file) ? readFileSync(file, 'utf8') : '')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const lines = [
  '| what | store | size | figure | target | verdict |',
  '| --- | --- | --- | --- | --- | --- |',
];
for (const [row, what, targets] of ROWS)
  for (const store of ['PostgreSQL', 'PGlite']) {
    if (row === 'seed') {
      const parts = entries.filter((e) => e.row.startsWith('seed-') && e.store === store);
      if (parts.length === 0) {
        lines.push(`| ${what} | ${store} | | not measured | ${targets[store]} | - |`);
        continue;
      }
      const seconds = parts.reduce((sum, e) => sum + e.seconds, 0);
      const figure = parts.map((e) => `${e.size} ${e.seconds.toFixed(0)} s`).join(' + ');
      const verdict = seconds <= SEED_LIMIT[store] ? 'met' : 'MISSED';
      lines.push(
        `| ${what} | ${store} | | ${figure} = ${seconds.toFixed(0)} s | ${targets[store]} | ${verdict} |`,
      );
      continue;
    }
    const found = entries.filter((e) => e.row === row && e.store === store);
    if (found.length === 0) lines.push(`| ${what} | ${store} | | not measured | ${targets[store]} | - |`);
    for (const e of found)
      lines.push(
        `| ${what} | ${store} | ${e.size ?? ''} | ${e.figure} | ${targets[store]} | ${e.met ? 'met' : 'MISSED'} |`,
      );
  }
console.log('\nissue 37, a province at scale:\n');
console.log(lines.join('\n'));
console.log(
  `\n${os.availableParallelism()} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the end`,
);
