import { definePackageConfig } from '@pmc/tooling/vitest';

export default definePackageConfig(import.meta.dirname, {
  // Ceilings, not expectations (a test ends when its work does): room for a machine several times
  // slower, or one that runs two server suites and a browser beside these tests.
  // Files share their worker's modules (no mocks or stubs here, and each file opens its own server and
  // database): importing the server once per worker instead of once per file saves a third of the
  // suite's CPU time, measured with `/usr/bin/time npx vitest run [--no-isolate]`: 400 s against 277 s.
  test: { environment: 'node', testTimeout: 240_000, hookTimeout: 300_000, isolate: false },
});
