import { externalLocales, localeEntries } from '@pmc/tooling/tsup-locales';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The eager catalogue apart from the index, so that lazy catalogues stay lazy in consumers' builds.
    catalog: 'src/catalog.ts',
    'contract/index': 'src/contract/index.ts',
    'react/index': 'src/react/index.ts',
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
