import { definePackageConfig } from '@pmc/tooling/vitest';

// Browser journeys: one server and one Chromium for the whole run (global setup), files one at a time.
export default definePackageConfig(import.meta.dirname, {
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // The server hashes passwords slowly on purpose and the machine is shared: give polls room.
    expect: { poll: { timeout: 10_000 } },
  },
});
