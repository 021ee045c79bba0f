#!/usr/bin/env node
// Runs pnpm with the version pinned in package.json's packageManager, installing it first when the
// machine has none (a fresh machine has only Node and npm). Usage: node tooling/scripts/pnpm.mjs <args>
import { ensurePnpm, run } from './bootstrap.mjs';

const pnpm = ensurePnpm();
// In the folder it is called from, as pnpm itself would be (`pnpm.mjs pack` in packages/ui packs ui).
process.exitCode = run(pnpm, process.argv.slice(2), { cwd: process.cwd() });
