import { writeBundledCss } from '@pmc/tooling/tsup';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'kit/index': 'src/kit/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  onSuccess: async () => writeBundledCss(),
});
