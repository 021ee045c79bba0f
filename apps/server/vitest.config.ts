import { definePackageConfig } from '@pmc/tooling/vitest';

export default definePackageConfig(import.meta.dirname, {
  // Ceilings, not expectations (a test ends when its work does): room for a machine several times
  // slower, or one that runs two server suites and a browser beside these tests.
  test: { environment: 'node', testTimeout: 240_000, hookTimeout: 300_000 },
});
