#!/usr/bin/env node
// Runs a test command E2E_REPEAT times in a row (once when unset), each run from scratch (its own global
// setup: a fresh server and database), and prints each run's outcome and duration. A race that shows once
// in a few runs shows here before CI meets it. Every run goes to the end; the exit code is non-zero when
// any run failed.
//
//   E2E_REPEAT=3 pnpm --filter @pmc/admin test:e2e e2e/role.e2e.test.ts
import { spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: repeat.mjs <command> [args…]   (E2E_REPEAT=n runs it n times)');
  process.exit(2);
}
const times = Number(process.env.E2E_REPEAT ?? '1');
if (!Number.isInteger(times) || times < 1) {
  console.error(`E2E_REPEAT must be a whole number of at least 1, not "${process.env.E2E_REPEAT}"`);
  process.exit(2);
}

const runs = [];
for (let run = 1; run <= times; run++) {
  if (times > 1) console.log(`\n[repeat] run ${run} of ${times}: ${[command, ...args].join(' ')}`);
  const t0 = Date.now();
  // Each run's JSON report (npm test's reporter) gets a name of its own instead of overwriting the last.
  const label = process.env.PMC_TEST_LABEL ?? 'e2e';
  const env = times > 1 ? { ...process.env, PMC_TEST_LABEL: `${label}-run${run}` } : process.env;
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env });
  if (error) console.error(error);
  runs.push({ ok: status === 0, seconds: (Date.now() - t0) / 1000 });
}

if (times > 1) {
  console.log('\n[repeat] summary');
  runs.forEach(({ ok, seconds }, i) => {
    console.log(`[repeat] run ${i + 1}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  });
  const failed = runs.filter((r) => !r.ok).length;
  console.log(`[repeat] ${times} runs, ${failed} failed`);
}
process.exitCode = runs.every((r) => r.ok) ? 0 : 1;
