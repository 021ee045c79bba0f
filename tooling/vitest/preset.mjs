// Shared vitest settings. Every package calls `definePackageConfig` from its own vitest.config.ts,
// so a package's tests run alone (`pnpm --filter @pmc/x test`) with the same rules as in `npm test`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

/** @param {string} dir @param {import('vitest/config').UserConfig} [overrides] */
export function definePackageConfig(dir, overrides = {}) {
  const name = path.basename(dir);
  const reportDir = process.env.PMC_TEST_REPORT_DIR;
  const reporters = reportDir
    ? [
        'default',
        [
          'json',
          { outputFile: path.join(reportDir, `${name}-${process.env.PMC_TEST_LABEL ?? 'unit'}.json`) },
        ],
      ]
    : ['default'];
  // Arrays would be concatenated by mergeConfig; a package that names its own files replaces ours.
  const include = overrides.test?.include ?? ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
  const { include: _, ...testOverrides } = overrides.test ?? {};
  const library = testingLibrary(dir);
  // Password hashes at 2^12 instead of 2^17 (the server accepts less only with NODE_ENV=test, which vitest
  // sets): the suites sign in, create people and change passwords by the hundred, and at full cost spent
  // much of their time in scrypt. Set here, in the main process, so the workers and every server a
  // journey's global setup starts inherit it.
  process.env.PASSWORD_HASH_COST ??= '12';
  return mergeConfig(
    defineConfig({
      root: dir,
      test: {
        include,
        reporters,
        allowOnly: false,
        passWithNoTests: false,
        restoreMocks: true,
        pool: 'forks',
        maxWorkers: 2,
        // A 2-core CI machine running several suites at once: generous limits, never timing assertions.
        testTimeout: 20_000,
        hookTimeout: 60_000,
        typecheck: { enabled: false, include: ['src/**/*.test-d.ts'] },
        ...(library
          ? {
              setupFiles: [path.join(import.meta.dirname, 'testing-library.mjs')],
              env: { PMC_TESTING_LIBRARY: library },
            }
          : {}),
      },
    }),
    { ...overrides, test: testOverrides },
  );
}

/** The package's own @testing-library/react, as its tests import it; null where it has none. */
function testingLibrary(dir) {
  try {
    return pathToFileURL(createRequire(path.join(dir, 'package.json')).resolve('@testing-library/react'))
      .href;
  } catch {
    return null;
  }
}
