import { writeBundledCss } from '@pmc/tooling/tsup';
import { externalLocales, localeEntries } from '@pmc/tooling/tsup-locales';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
    // The eager catalogue apart from the index, so that the lazy one stays lazy in consumers' builds.
    catalog: 'src/catalog.ts',
    // Each translation its own module. The lazy catalogue is imported from both entries, so it lives in
    // a chunk at dist/, beside locales/ (see @pmc/tooling/tsup-locales).
    ...localeEntries(),
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildPlugins: [externalLocales],
  onSuccess: async () => writeBundledCss(),
});
