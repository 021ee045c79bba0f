import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'react/index': 'src/react/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // The stylesheet is plain CSS shipped as is (no CSS-in-JS): copy it beside the bundles.
  onSuccess: async () => {
    copyFileSync('src/styles.css', 'dist/styles.css');
  },
});
