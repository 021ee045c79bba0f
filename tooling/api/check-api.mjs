// The two API checks of the published packages, and the update of their reports:
//   a) the committed reports (etc/*.api.md) are the API the build has: else the diff, and the command;
//   b) a package whose API changed since its last release has a pending changeset that bumps it enough
//      (semver-guard.mjs), judged on the built API against the released reports in git.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pendingBumps } from './changesets.mjs';
import { REPORT_EXTENSION, REPORT_FOLDER, readManifest } from './entry-points.mjs';
import { extractReports } from './extract-reports.mjs';
import { releasedApi } from './release-baseline.mjs';
import { unifiedDiff } from './report-diff.mjs';
import { checkRelease } from './semver-guard.mjs';

export const UPDATE_COMMAND = 'pnpm api:update';

/** Committed report files of a package, by absolute path. */
function committedReports(dir) {
  const folder = path.join(dir, REPORT_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(REPORT_EXTENSION))
    .map((file) => path.join(folder, file));
}

function byPackage(extracted) {
  const packages = new Map();
  for (const item of extracted) packages.set(item.dir, [...(packages.get(item.dir) ?? []), item]);
  return packages;
}

/**
 * Writes each package's reports and removes those of entry points that are gone.
 * @param {{ dirs: string[], siblings?: string[] }} options
 * @returns {string[]} the files written or removed
 */
export function updateApi({ dirs, siblings }) {
  const touched = [];
  for (const [dir, items] of byPackage(extractReports(dirs, { siblings }))) {
    const current = new Set(items.map(({ entry }) => entry.reportFile));
    for (const file of committedReports(dir))
      if (!current.has(file)) {
        rmSync(file);
        touched.push(file);
      }
    for (const { entry, text } of items) {
      const before = existsSync(entry.reportFile) ? readFileSync(entry.reportFile, 'utf8') : null;
      if (before === text) continue;
      mkdirSync(path.dirname(entry.reportFile), { recursive: true });
      writeFileSync(entry.reportFile, text);
      touched.push(entry.reportFile);
    }
  }
  return touched;
}

/**
 * @param {{ root: string, dirs: string[], siblings?: string[] }} options `root` holds .changeset/
 * @returns {{ problems: string[], diffs: string[] }} what fails, and the diffs of the stale reports
 * @example
 * const { problems } = checkApi({ root, dirs: [path.join(root, 'packages/ui')] });
 */
export function checkApi({ root, dirs, siblings }) {
  const problems = [];
  const diffs = [];
  const pending = pendingBumps(root);
  for (const [dir, items] of byPackage(extractReports(dirs, { siblings }))) {
    const shown = (file) => path.relative(root, file);
    const current = new Set(items.map(({ entry }) => entry.reportFile));
    for (const file of committedReports(dir))
      if (!current.has(file))
        problems.push(
          `${shown(file)} reports an entry point the package no longer has; run \`${UPDATE_COMMAND}\``,
        );
    for (const { entry, text } of items) {
      const committed = existsSync(entry.reportFile) ? readFileSync(entry.reportFile, 'utf8') : '';
      if (committed === text) continue;
      diffs.push(
        unifiedDiff(committed, text, { from: `${shown(entry.reportFile)} (committed)`, to: '(built)' }),
      );
      problems.push(
        `${shown(entry.reportFile)} is not the API of the build (diff above): run \`${UPDATE_COMMAND}\`, ` +
          'review the change and commit the report',
      );
    }
    const { name, version } = readManifest(dir);
    let released;
    try {
      released = releasedApi(dir);
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
      continue;
    }
    if (!released) continue; // no report committed yet: nothing released to compare with
    const reports = new Map(items.map(({ entry, text }) => [entry.reportName, text]));
    problems.push(...checkRelease({ name, version, released, reports, pending: pending.get(name) }));
  }
  return { problems, diffs };
}
