#!/usr/bin/env node
// Fails when any package's translation catalogue lacks an en or zhtw entry for a zh source message, or
// carries an entry no source has. Reads the built packages (run after the build): every export whose
// name ends in `Catalog` is a catalogue ({ zh, en, zhtw }).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './bootstrap.mjs';

const { catalogProblems } = await import(pathToFileURL(path.join(root, 'packages/i18n/dist/index.js')).href);
let problems = 0;
let catalogs = 0;
for (const name of readdirSync(path.join(root, 'packages'))) {
  const entry = path.join(root, 'packages', name, 'dist/index.js');
  if (!existsSync(entry)) continue;
  const mod = await import(pathToFileURL(entry).href);
  for (const [exportName, value] of Object.entries(mod)) {
    if (!exportName.endsWith('Catalog') || typeof value !== 'object' || value === null) continue;
    catalogs += 1;
    const found = catalogProblems(value);
    const ids = Object.keys(value.zh ?? {}).length;
    console.log(`${found.length === 0 ? 'ok  ' : 'FAIL'} @pmc/${name} ${exportName}: ${ids} messages`);
    for (const p of found) console.log(`     ${p}`);
    problems += found.length;
  }
}
console.log(`catalogues: ${catalogs}, problems: ${problems}`);
process.exitCode = problems > 0 || catalogs === 0 ? 1 : 0;
