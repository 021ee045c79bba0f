import { writeBundledCss } from '@pmc/tooling/tsup';
import { externalLocales, localeEntries } from '@pmc/tooling/tsup-locales';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'kit/index': 'src/kit/index.ts',
    // The eager catalogues are subpaths of their own: imported from an index, their static imports of
    // the locale files would pull them into every consumer's entry chunk, lazy catalogue or not.
    catalog: 'src/catalog.ts',
    'kit/catalog': 'src/kit/kit-catalog.ts',
    // Each translation its own module, so lazy catalogues stay lazy in consumers' builds.
    ...localeEntries(['', 'kit']),
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildPlugins: [externalLocales],
  onSuccess: async () => writeBundledCss(),
});
