// Where a published export is defined. The build writes each entry's index as a barrel: imports from
// neighbour modules and one export list, nothing else. An app importing one name from it gets that
// name's module and what it reaches, not the barrel's other neighbours (the packages declare no side
// effects but their CSS), so the measure can start at the defining module. It costs the same bytes and
// saves esbuild linking the whole package, and the lazy chunks every neighbour brings, once per export.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*"([^"]+)";/g;
const EXPORT = /export\s*\{([^}]*)\};/g;
const LEFT_OVER = /\/\/[^\n]*|\s+/g;

const specifiers = (list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => item.split(/\s+as\s+/));

/**
 * The barrel's exports that come from a neighbour module, or null when the file is not a pure barrel
 * (any other statement, such as a side-effect import, keeps the measure at the barrel).
 * @param {string} file a built .js file
 * @returns {Map<string, { file: string, name: string }> | null}
 */
export function barrelExports(file) {
  const text = readFileSync(file, 'utf8');
  if (text.replace(IMPORT, '').replace(EXPORT, '').replace(LEFT_OVER, '') !== '') return null;
  const locals = new Map();
  for (const [, list, source] of text.matchAll(IMPORT))
    for (const [imported, local = imported] of specifiers(list))
      if (source.startsWith('.'))
        locals.set(local, { file: path.resolve(path.dirname(file), source), name: imported });
  const exported = new Map();
  for (const [, list] of text.matchAll(EXPORT))
    for (const [local, name = local] of specifiers(list)) {
      const from = locals.get(local);
      if (from) exported.set(name, from);
    }
  return exported;
}

/**
 * The module that defines `name`, following barrels of barrels.
 * @param {string} file the published entry file of a subpath
 * @param {string} name
 * @returns {{ file: string, name: string }}
 */
export function definingModule(file, name) {
  let at = { file, name };
  for (let depth = 0; depth < 8; depth++) {
    const next = barrelExports(at.file)?.get(at.name);
    if (!next) return at;
    at = next;
  }
  return at;
}
