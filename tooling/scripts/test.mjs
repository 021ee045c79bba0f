#!/usr/bin/env node
// `npm test`: installs what a fresh machine lacks, then runs every check and prints one summary. Steps
// run one after another, except one that mostly waits (the release rehearsal), which runs beside them.
// Steps keep running after a failure so one run shows everything that is wrong; the exit code is
// non-zero when any step failed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, ensureSystemPackages, installWorkspace, root } from './bootstrap.mjs';
import { startPostgres } from './postgres.mjs';
import { createSteps, runAsync, TIMED_OUT } from './test-steps.mjs';

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
// Ceilings (seconds) far above a slow day's times (a quiet run: build 41, journeys about 550): they turn a
// hung tool into a failed step that lists what was still running.
const ceiling = { short: 900, long: 1800, journeys: 2700 };
const turbo = (args, timeoutSeconds = ceiling.short) =>
  runAsync(pnpm, ['exec', 'turbo', 'run', ...args, '--output-logs=errors-only'], { env, timeoutSeconds });

await step('lint and format (biome)', () =>
  runAsync(pnpm, ['exec', 'biome', 'ci', '--colors=off', '.'], { env, timeoutSeconds: ceiling.short }),
);
// A build that hung (once, in CI, for 90 minutes with no word) is stopped and tried once more: it is
// deterministic, so a second failure is a real one.
await step('build (packages and apps)', async () => {
  const code = await turbo(['build'], 600);
  if (code !== TIMED_OUT) return code;
  console.log('\n[test] the build ran past its ceiling; building once more');
  return turbo(['build'], 600);
});
// Mostly waiting on npm installs through verdaccio: it runs beside the CPU-bound steps below.
const rehearsal = beside('release rehearsal (changesets, verdaccio, two consumers)', reportDir, (log) =>
  runAsync(process.execPath, [path.join(root, 'tooling/scripts/release-rehearsal.mjs')], {
    env,
    log,
    timeoutSeconds: ceiling.long,
  }),
);
await step('typecheck', () => turbo(['typecheck']));
await step('unit and server tests (PGlite)', () =>
  turbo(['test', '--concurrency=2', '--continue'], ceiling.long),
);
await step('server tests (PostgreSQL)', async () => {
  const pg = await startPostgres();
  try {
    return await runAsync(pnpm, ['--filter', '@pmc/server', 'test'], {
      env: { ...env, PMC_TEST_DATABASE_URL: pg.url, PMC_TEST_LABEL: 'postgres' },
      timeoutSeconds: ceiling.long,
    });
  } finally {
    await pg.stop();
  }
});
// `size`: what one import of each public export costs another app, against its budget in the package's
// size-budgets.json (tooling/size/check-size.mjs).
await step('published packages (publint, attw, weight budgets)', () =>
  turbo(['check:package', 'size', 'api', '--continue']),
);
await step('storybook (build, every story in chromium with axe)', () =>
  runAsync(pnpm, ['--filter', '@pmc/storybook', 'test:stories'], { env, timeoutSeconds: ceiling.long }),
);
await step('browser journeys (playwright-core, chromium)', () =>
  runAsync(pnpm, ['--filter', '@pmc/admin', 'test:e2e'], {
    env: { ...env, PMC_TEST_LABEL: 'e2e' },
    timeoutSeconds: ceiling.journeys,
  }),
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
