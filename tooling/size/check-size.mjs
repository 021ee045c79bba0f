#!/usr/bin/env node
// The weight budget of a published package (run from its folder after the build, or with the folder as
// the argument): every run-time export of every JavaScript subpath in `publishConfig.exports` must have a
// budget in the package's size-budgets.json, and must weigh no more than it (see measure.mjs for what is
// counted). A missing budget, a budget for an export that no longer exists and an overrun all fail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportNames, measureImports } from './measure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUDGET_FILE = 'size-budgets.json';
const UNITS = { B: 1, KB: 1024 };

/** '1 KB' -> 1024, '350 B' -> 350 */
export function parseBudget(text) {
  const match = /^(\d+(?:\.\d+)?)\s*(B|KB)$/.exec(String(text).trim());
  if (!match) throw new Error(`budget "${text}" is not "<number> KB" or "<number> B"`);
  return Math.round(Number(match[1]) * UNITS[match[2]]);
}

export const formatBytes = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** Every workspace package (so that imports between them resolve to their dist) plus `dir` itself. */
function workspacePackages(dir) {
  const packages = new Map();
  const folders = readdirSync(path.join(root, 'packages')).map((name) => path.join(root, 'packages', name));
  for (const folder of [...folders, dir]) {
    const manifestFile = path.join(folder, 'package.json');
    if (existsSync(manifestFile)) packages.set(JSON.parse(readFileSync(manifestFile, 'utf8')).name, folder);
  }
  return packages;
}

/**
 * @param {string} dir the package folder
 * @returns {Promise<{ rows: { specifier: string, name: string, bytes: number, budget: number }[], problems: string[] }>}
 */
export async function checkPackage(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const budgets = JSON.parse(readFileSync(path.join(dir, BUDGET_FILE), 'utf8'));
  const packages = workspacePackages(dir);
  const problems = [];
  const imports = [];
  const subpaths = Object.entries(manifest.publishConfig?.exports ?? {}).filter(([, target]) => {
    const file = typeof target === 'string' ? target : target.import;
    return file.endsWith('.js');
  });
  for (const [subpath] of subpaths) {
    const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
    const names = await exportNames(specifier, packages);
    const written = budgets[specifier] ?? {};
    for (const name of names) {
      if (written[name] === undefined) problems.push(`${specifier}: ${name} has no budget in ${BUDGET_FILE}`);
      else imports.push({ specifier, name, budget: parseBudget(written[name]) });
    }
    for (const name of Object.keys(written))
      if (!names.includes(name)) problems.push(`${specifier}: ${name} has a budget but is not exported`);
  }
  for (const specifier of Object.keys(budgets))
    if (
      !subpaths.some(
        ([subpath]) =>
          specifier === (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`),
      )
    )
      problems.push(`${specifier} has budgets but is not a published subpath`);
  const sizes = await measureImports(imports, packages);
  const rows = imports.map((item, index) => ({ ...item, bytes: sizes[index] }));
  for (const row of rows)
    if (row.bytes > row.budget)
      problems.push(
        `${row.specifier}: ${row.name} loads ${formatBytes(row.bytes)}, over its budget of ${formatBytes(row.budget)}`,
      );
  return { rows, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv.find((arg, index) => index > 1 && !arg.startsWith('--')) ?? '.');
  const started = Date.now();
  const { rows, problems } = await checkPackage(dir);
  const verbose = process.argv.includes('--all');
  console.log(
    'one import, loaded at once (entry + static chunks), gzip, React external, from publishConfig.exports',
  );
  for (const row of rows) {
    const over = row.bytes > row.budget;
    if (verbose || over)
      console.log(
        `${over ? 'OVER' : 'ok  '} ${`${row.specifier} ${row.name}`.padEnd(60)} ${formatBytes(row.bytes).padStart(10)}  budget ${formatBytes(row.budget)}`,
      );
  }
  console.log(`${rows.length} exports measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const problem of problems) console.error(`size: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}
