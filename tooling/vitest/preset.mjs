// Shared vitest settings. Every package calls `definePackageConfig` from its own vitest.config.ts,
// so a package's tests run alone (`pnpm --filter @pmc/x test`) with the same rules as in `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
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
  const config = mergeConfig(
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
  return config.test.isolate === undefined && !config.test.projects ? sharedModules(config, dir) : config;
}

/**
 * The files of a package share their worker's modules (a fresh DOM still comes with each file), except a
 * file that mocks or resets modules, which gets a module graph of its own: importing React, Radix and the
 * package again for every file was most of the unit suites' time (widgets: 68 CPU-s isolated, 13 shared;
 * layout 46 and 10). Two projects, the isolated files first; a package that sets `isolate` or its own
 * projects keeps them.
 */
function sharedModules(config, dir) {
  const mocking = filesMockingModules(dir, config.test.include);
  const { reporters: _reporters, ...test } = config.test;
  const project = (name, order, files) => ({
    root: dir,
    resolve: config.resolve,
    plugins: config.plugins,
    test: { ...test, ...files, name, sequence: { ...test.sequence, groupOrder: order } },
  });
  const projects = [
    project('shared-modules', 1, { isolate: false, exclude: [...defaultExclude, ...mocking] }),
  ];
  if (mocking.length > 0) projects.unshift(project('own-modules', 0, { isolate: true, include: mocking }));
  return { ...config, test: { ...config.test, projects } };
}

const defaultExclude = ['**/node_modules/**', '**/dist/**'];
const MOCKS_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|importMock)\(/;

/** Test files under the folders of `include` that mock or reset modules (paths relative to `dir`). */
function filesMockingModules(dir, include) {
  const found = new Set();
  for (const pattern of include) {
    const parts = pattern.split('/');
    const glob = parts.findIndex((part) => /[*{]/.test(part));
    const base = (glob === -1 ? parts.slice(0, -1) : parts.slice(0, glob)).join('/') || '.';
    const walk = (folder) => {
      let entries;
      try {
        entries = readdirSync(path.join(dir, folder), { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const file = path.posix.join(folder, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(file);
        } else if (
          /\.test\.[cm]?[jt]sx?$/.test(entry.name) &&
          MOCKS_MODULES.test(readFileSync(path.join(dir, file), 'utf8'))
        )
          found.add(file);
      }
    };
    walk(base);
  }
  return [...found].sort();
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
