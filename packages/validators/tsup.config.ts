import { externalLocales, localeEntries } from '@pmc/tooling/tsup-locales';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // Everything that needs all translations at once: imported from the index, its static imports of
    // the locale files would pull them into every consumer's entry chunk, lazy catalogue or not.
    catalog: 'src/catalog.ts',
    // Each translation its own module, so lazy catalogues stay lazy in consumers' builds.
    ...localeEntries(),
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildPlugins: [externalLocales],
});
