import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // The stylesheet is plain CSS with no imports, so it ships as is.
  onSuccess: () => copyFile('src/styles.css', 'dist/styles.css'),
});
