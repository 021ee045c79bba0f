import { definePackageConfig } from '@pmc/tooling/vitest';

export default definePackageConfig(import.meta.dirname, {
  // typecheck: *.test-d.ts prove that wrong path params, queries and bodies do not compile
  test: { environment: 'happy-dom', typecheck: { enabled: true, tsconfig: './tsconfig.json' } },
});
