// `pnpm bench`: the contract fuzz test at length (10,000 requests, FUZZ_COUNT to change it) with a seed
// of the day unless FUZZ_SEED is given, so each run tries other orders. Prints the test's figures.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seed = process.env.FUZZ_SEED || String(Math.floor(Date.now() / 86_400_000));
const count = process.env.FUZZ_COUNT || '10000';
console.log(`fuzz: ${count} requests, seed ${seed}`);
const run = spawnSync(path.join(root, 'node_modules/.bin/vitest'), ['run', 'test/fuzz.test.ts'], {
  cwd: root,
  env: { ...process.env, FUZZ_COUNT: count, FUZZ_SEED: seed },
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
