// A package's src/styles.css is a list of @imports that Vite resolves in the app; the published package
// ships the same cascade as one file. This inlines the imports (recursively, in order).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} file */
export function inlineCssImports(file) {
  return readFileSync(file, 'utf8').replace(/^@import ["'](.+)["'];\n/gm, (_, target) =>
    inlineCssImports(path.join(path.dirname(file), target)),
  );
}

/** Writes `from` with its imports inlined to `to` (tsup's onSuccess). */
export function writeBundledCss(from = 'src/styles.css', to = 'dist/styles.css') {
  writeFileSync(to, inlineCssImports(from));
}
