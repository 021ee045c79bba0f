import { definePackageConfig } from '@pmc/tooling/vitest';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Browser journeys: a server, a Chromium and signed-in sessions shared by the files of a run (global
// setup). Most journey files keep to records of their own, and much of a journey is waiting (for the
// server, a timer, a paint), so they run two at a time. The files below change what every other file
// sees on its server: the staff role's grants (and so staff's menus, columns and data scope), the staff
// sessions that get forced offline, the sign-ins and operations that the log pages list. They run one
// at a time: `test:e2e` runs each project in a process of its own (tooling/e2e/side-by-side.mjs), so
// they have a server of their own and run beside the others; one vitest process running both runs
// them first, with nothing beside them.
const ONE_AT_A_TIME = [
  'e2e/authorize.e2e.test.ts',
  'e2e/data-scope.e2e.test.ts',
  'e2e/delegation.e2e.test.ts',
  'e2e/history.e2e.test.ts',
  'e2e/live-grants.e2e.test.ts',
  'e2e/logs.e2e.test.ts',
  'e2e/online-user.e2e.test.ts',
  'e2e/session.e2e.test.ts',
  // 三员分立 switches the staff role off while separation is on.
  'e2e/duties.e2e.test.ts',
  // Each grants the staff role a button for its run (导出; 删除) and takes it back.
  'e2e/personal-fields.e2e.test.ts',
  'e2e/who-can.e2e.test.ts',
  // The watermark switch tiles every page of the shared admin session while it is on.
  'e2e/watermark.e2e.test.ts',
];

// Files that take long for their size (every menu page four times over; waits on a server's real idle
// timer; server restarts, a database edited between two starts): started first, so two at a time never ends on one of them alone.
const LONG_FIRST = [
  'e2e/memory.e2e.test.ts',
  'e2e/idle.e2e.test.ts',
  'e2e/new-release.e2e.test.ts',
  'e2e/new-version.e2e.test.ts',
  'e2e/password-lifecycle.e2e.test.ts',
];

/** vitest's order (groups, then the longest or largest first), with LONG_FIRST ahead in each group. */
class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = LONG_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return at === -1 ? LONG_FIRST.length : at;
    };
    const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder;
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

// Ceilings, not expectations: a wait ends as soon as its condition holds, so a passing journey is as
// fast as ever, and one on a machine several times slower (or sharing it with other suites) still passes.
// Files share their worker's modules (no mocks or stubs in a journey): the app's catalogues, the kit
// and playwright-core are imported once per worker, not once per file, and the worker keeps its one
// connection to the run's Chromium.
const journeys = {
  pool: 'forks' as const,
  isolate: false,
  allowOnly: false,
  testTimeout: 600_000,
  hookTimeout: 600_000,
  expect: { poll: { timeout: 60_000 } },
};

export default definePackageConfig(import.meta.dirname, {
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    sequence: { sequencer: LongFirstSequencer },
    ...journeys,
    // Projects inherit the root's provided context (server, browser, sessions), not its global setup.
    projects: [
      {
        test: {
          ...journeys,
          name: 'one-at-a-time',
          include: ONE_AT_A_TIME,
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journeys,
          name: 'two-at-a-time',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ONE_AT_A_TIME,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
