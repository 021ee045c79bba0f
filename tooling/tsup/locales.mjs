// A package's translations (src/locales/en.ts, zhtw.ts) built as modules of their own, so a lazy
// catalogue's `import('./locales/en.ts')` stays a real dynamic import in dist. Bundled, esbuild would put
// the strings in the entry (the eager catalogue imports the same files statically) and leave the lazy
// chunk a 44-byte re-export of it; a consumer's bundler then keeps every translation in its main chunk.
// As separate entries imported by path, an app that only uses the lazy catalogue drops the static
// import (the package is side-effect free) and fetches each locale as its own chunk.
import path from 'node:path';

const LOCALE_IMPORT = /^\.\/locales\/(en|zhtw)\.ts$/;

/**
 * tsup entries for the locale files under each source folder given (relative to src/).
 * @param {string[]} folders e.g. `['']` or `['', 'kit']`
 */
export function localeEntries(folders = ['']) {
  const entries = {};
  for (const folder of folders) {
    for (const locale of ['en', 'zhtw']) {
      const name = path.posix.join(folder, 'locales', locale);
      entries[name] = `src/${name}.ts`;
    }
  }
  return entries;
}

/**
 * esbuild plugin: `./locales/en.ts` (static or dynamic) becomes an external import of the built
 * `./locales/en.js`. It holds as long as the importing file is bundled into an entry of its own folder
 * (src/x.ts into dist/index.js, src/kit/y.ts into dist/kit/index.js), which is how the packages are laid out.
 */
export const externalLocales = {
  name: 'pmc-external-locales',
  setup(build) {
    build.onResolve({ filter: LOCALE_IMPORT }, (args) => ({
      path: args.path.replace(/\.ts$/, '.js'),
      external: true,
    }));
  },
};
