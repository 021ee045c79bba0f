import { definePackageConfig } from '@pmc/tooling/vitest';

export default definePackageConfig(import.meta.dirname, {
  test: { environment: 'happy-dom', setupFiles: ['./test/setup.ts'] },
});
