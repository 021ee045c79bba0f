import { definePackageConfig } from '@pmc/tooling/vitest';

export default definePackageConfig(import.meta.dirname, {
  test: { environment: 'node', testTimeout: 60_000, hookTimeout: 120_000 },
});
