import { keepModules, moduleEntries } from '@pmc/tooling/tsup-modules';
import { defineConfig } from 'tsup';

// The public entries (publishConfig.exports); every module they reach is built as a file of its own
// (see @pmc/tooling/tsup-modules), so an app's bundler keeps only what one import uses.
const publicEntries = {
  index: 'src/index.ts',
  'catalog-index': 'src/catalog-index.ts',
};

export default defineConfig({
  entry: moduleEntries(Object.values(publicEntries)),
  format: ['esm'],
  dts: { entry: publicEntries, compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildPlugins: [keepModules],
});
