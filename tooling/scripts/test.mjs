#!/usr/bin/env node
// `npm test`: installs what a fresh machine lacks, then runs every check and prints one summary. Steps
// run one after another, except one that mostly waits (the release rehearsal), which runs beside them.
// Steps keep running after a failure so one run shows everything that is wrong; the exit code is
// non-zero when any step failed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, ensureSystemPackages, installWorkspace, root } from './bootstrap.mjs';
import { startPostgres } from './postgres.mjs';
import { createSteps, runAsync } from './test-steps.mjs';

const started = Date.now();
const reportDir = path.join(root, '.cache/test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const pnpm = ensurePnpm();
ensureSystemPackages();
installWorkspace(pnpm);

const env = {
  ...process.env,
  PMC_TEST_REPORT_DIR: reportDir,
  TURBO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};
const { results, step, beside } = createSteps();
const turbo = (...args) =>
  runAsync(pnpm, ['exec', 'turbo', 'run', ...args, '--output-logs=errors-only'], { env });

await step('lint and format (biome)', () =>
  runAsync(pnpm, ['exec', 'biome', 'ci', '--colors=off', '.'], { env }),
);
await step('build (packages and apps)', () => turbo('build'));
// Mostly waiting on npm installs through verdaccio: it runs beside the CPU-bound steps below.
const rehearsal = beside('release rehearsal (changesets, verdaccio, two consumers)', reportDir, (log) =>
  runAsync(process.execPath, [path.join(root, 'tooling/scripts/release-rehearsal.mjs')], { env, log }),
);
await step('typecheck', () => turbo('typecheck'));
await step('unit and server tests (PGlite)', () => turbo('test', '--concurrency=2', '--continue'));
await step('server tests (PostgreSQL)', async () => {
  const pg = await startPostgres();
  try {
    return await runAsync(pnpm, ['--filter', '@pmc/server', 'test'], {
      env: { ...env, PMC_TEST_DATABASE_URL: pg.url, PMC_TEST_LABEL: 'postgres' },
    });
  } finally {
    await pg.stop();
  }
});
// `size`: what one import of each public export costs another app, against its budget in the package's
// size-budgets.json (tooling/size/check-size.mjs).
await step('published packages (publint, attw, weight budgets)', () =>
  turbo('check:package', 'size', 'api', '--continue'),
);
await step('storybook (build, every story in chromium with axe)', () =>
  runAsync(pnpm, ['--filter', '@pmc/storybook', 'test:stories'], { env }),
);
await step('browser journeys (playwright-core, chromium)', () =>
  runAsync(pnpm, ['--filter', '@pmc/admin', 'test:e2e'], { env: { ...env, PMC_TEST_LABEL: 'e2e' } }),
);
await rehearsal.report();

let passed = 0;
let failed = 0;
if (existsSync(reportDir)) {
  for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exitCode = failedSteps > 0 || failed > 0 || passed === 0 ? 1 : 0;
