#!/usr/bin/env node
// The public API of the published packages against their committed reports and their last release
// (check-api.mjs). Build the packages first.
//   node tooling/api/api-report.mjs            check every published package (`pnpm api`, in npm test)
//   node tooling/api/api-report.mjs --update   rewrite their etc/*.api.md (`pnpm api:update`)
//   … [--root <folder>] [package folders…]     other packages, with the .changeset/ of <folder>
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkApi, updateApi } from './check-api.mjs';
import { readManifest } from './entry-points.mjs';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The published packages of a workspace: packages/* that are not private. */
function publishedPackages(root) {
  const folder = path.join(root, 'packages');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')) && !readManifest(dir).private);
}

const { values, positionals } = parseArgs({
  options: { update: { type: 'boolean', default: false }, root: { type: 'string', default: workspace } },
  allowPositionals: true,
});
const { update } = values;
const root = path.resolve(values.root);
const siblings = publishedPackages(root);
const dirs = positionals.length > 0 ? positionals.map((dir) => path.resolve(dir)) : siblings;

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
try {
  if (update) {
    const touched = updateApi({ dirs, siblings });
    for (const file of touched)
      console.log(`api: ${existsSync(file) ? 'wrote' : 'removed'} ${path.relative(root, file)}`);
    console.log(`api: ${touched.length} report(s) changed, ${dirs.length} package(s) in ${seconds()}`);
  } else {
    const { problems, diffs } = checkApi({ root, dirs, siblings });
    for (const diff of diffs) console.log(diff);
    for (const problem of problems) console.error(`api: ${problem}`);
    console.log(`api: ${dirs.length} package(s), ${problems.length} problem(s) in ${seconds()}`);
    if (problems.length > 0) process.exitCode = 1;
  }
} catch (error) {
  console.error(`api: ${error.message}`);
  process.exitCode = 1;
}
