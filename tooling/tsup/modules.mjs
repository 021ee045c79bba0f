// The published layout: every source module its own file in dist (src/rules/mobile.ts ->
// dist/rules/mobile.js), importing its neighbours by path, as Radix and TanStack publish. Bundled into
// a few entries with shared chunks, esbuild puts everything two entries share into one chunk, so an app
// that imports one small thing loads the chunk with all its unrelated neighbours (and their
// dependencies). Kept apart, an app's bundler keeps only the modules the import reaches, and the
// dynamic imports (lazy translations, the rich-text editor) stay dynamic.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_SOURCE = /^\.\.?\/.*\.tsx?$/;
// Static and dynamic imports and re-exports of a neighbour, `import type` included (harmless: an empty
// module), written as the sources are: with their .ts/.tsx extension.
const NEIGHBOUR = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.\.?\/[^'"]+\.tsx?)['"]/g;
// JSDoc examples quote imports of files that do not exist (`import('./chart.tsx')`): read code only.
const COMMENT = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/**
 * tsup entries for every module reachable from the public entries (relative to the package folder),
 * named by their path under src/: `{ 'rules/mobile': 'src/rules/mobile.ts', ... }`. Test helpers and
 * stories are not reachable, so they are not built.
 * @param {string[]} publicEntries e.g. `['src/index.ts', 'src/react/index.ts']`
 * @param {string} [dir] the package folder
 */
export function moduleEntries(publicEntries, dir = process.cwd()) {
  const seen = new Set();
  const queue = publicEntries.map((entry) => path.resolve(dir, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').replace(COMMENT, '').matchAll(NEIGHBOUR))
      queue.push(path.resolve(path.dirname(file), specifier));
  }
  const src = path.join(dir, 'src');
  const entries = {};
  for (const file of [...seen].sort()) {
    const name = path
      .relative(src, file)
      .replace(/\.tsx?$/, '')
      .split(path.sep)
      .join('/');
    entries[name] = path.relative(dir, file).split(path.sep).join('/');
  }
  return entries;
}

/**
 * esbuild plugin: an import of a neighbour module (`./x.ts`, `../y.tsx`) stays an import of its built
 * file (`./x.js`), so each entry holds its own module only.
 */
export const keepModules = {
  name: 'pmc-keep-modules',
  setup(build) {
    build.onResolve({ filter: RELATIVE_SOURCE }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.tsx?$/, '.js'), external: true },
    );
  },
};
