// `pnpm bench` for the server: every part in turn, each in its own process, then issue 37's province
// table from the rows the parts reported (bench/report.mjs). Sizes: BENCH_USERS (default 100,000),
// BENCH_HISTORY (1,000,000), BENCH_IMPORT_ROWS (100,000); the province's run is
// `BENCH_USERS=1000000 BENCH_HISTORY=10000000 pnpm bench`. BENCH_PARTS=history,export runs the parts
// whose name holds one of the words. A failed part is named at the end and fails the run; the parts after
// it still run, so a long run is not lost to one part.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const gcTsx = [process.execPath, '--expose-gc', '--import', 'tsx'];
const PARTS = [
  ['authorize', [tsx, 'bench/authorize-tree.ts']],
  ['who-can pglite', [tsx, 'bench/who-can.ts']],
  ['who-can postgres', [tsx, 'bench/who-can.ts', '--postgres']],
  ['history pglite', [tsx, 'bench/history.ts']],
  ['history postgres', [tsx, 'bench/history.ts', '--postgres']],
  ['import pglite', [tsx, 'bench/import.ts']],
  ['import postgres', [tsx, 'bench/import.ts', '--postgres']],
  ['export pglite', [...gcTsx, 'bench/export-job.ts']],
  ['export postgres', [...gcTsx, 'bench/export-job.ts', '--postgres']],
  ['user-list', [process.execPath, 'bench/run.mjs']],
  ['mixed-load', [process.execPath, 'bench/workers-load.mjs']],
  ['fuzz', [process.execPath, 'bench/fuzz.mjs']],
  ['rolling', [process.execPath, 'bench/rolling-restart.mjs']],
];
const chosen = process.env.BENCH_PARTS?.split(',').filter(Boolean);
const parts = chosen ? PARTS.filter(([name]) => chosen.some((word) => name.includes(word))) : PARTS;

const dir = mkdtempSync(path.join(tmpdir(), 'pmc-bench-report-'));
const reportFile = path.join(dir, 'rows.jsonl');
const failed = [];
try {
  for (const [name, [command, ...args]] of parts) {
    console.log(`\n=== ${name}`);
    const started = Date.now();
    const run = spawnSync(command, args, {
      cwd: root,
      env: { ...process.env, BENCH_REPORT: reportFile },
      stdio: 'inherit',
    });
    console.log(
      `=== ${name}: ${run.status === 0 ? 'done' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    if (run.status !== 0) failed.push(name);
  }
  const table = spawnSync(process.execPath, ['bench/province.mjs', reportFile], {
    cwd: root,
    stdio: 'inherit',
  });
  if (table.status !== 0) failed.push('province table');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
