import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

// src/styles.css is a list of @imports that Vite resolves in the app; the published package ships the
// same cascade as one file, so the imports are inlined here (recursively, in order).
const inlineImports = (file: string): string =>
  readFileSync(file, 'utf8').replace(/^@import ["'](.+)["'];\n/gm, (_, target: string) =>
    inlineImports(path.join(path.dirname(file), target)),
  );

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
  onSuccess: async () => writeFileSync('dist/styles.css', inlineImports('src/styles.css')),
});
