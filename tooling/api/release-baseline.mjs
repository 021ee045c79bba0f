// A package's API as of its last release, read from git: the reports committed in the last commit that
// changed the `version` of its package.json (`changeset version`, committed at release). A package whose
// reports came later than that commit is judged against the reports' first commit instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPORT_EXTENSION, REPORT_FOLDER } from './entry-points.mjs';

function git(cwd, args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw new Error(`the API check needs git: ${result.error.message}`);
  return { ok: result.status === 0, out: result.stdout.trim(), err: result.stderr.trim() };
}

/**
 * The repository that holds `dir`, with its whole history: a shallow clone cannot tell which commit was the
 * last release, so it fails rather than passing without having looked.
 * @returns {string} the repository's top folder
 */
export function fullHistory(dir) {
  const top = git(dir, ['rev-parse', '--show-toplevel']);
  if (!top.ok)
    throw new Error(`${dir} is not in a git repository: the API check reads the last release from git`);
  if (git(dir, ['rev-parse', '--is-shallow-repository']).out === 'true')
    throw new Error(
      "the clone is shallow: the API check needs the history back to each package's last release " +
        '(run `git fetch --unshallow`, or clone with full history, e.g. actions/checkout with fetch-depth: 0)',
    );
  return top.out;
}

/**
 * @param {string} dir the package folder
 * @returns {null | { commit: string, version: string, reports: Map<string, string> }} the released
 *   version and reports by report name; null when the package has no committed report to compare with
 */
export function releasedApi(dir) {
  const top = fullHistory(dir);
  const manifest = path.relative(top, path.join(dir, 'package.json')).split(path.sep).join('/');
  const folder = path.relative(top, path.join(dir, REPORT_FOLDER)).split(path.sep).join('/');
  const release = git(top, ['log', '-1', '--format=%H', '-G', '"version":', '--', manifest]).out;
  if (!release) return null;
  const reportsAt = (commit) =>
    git(top, ['ls-tree', '-r', '--name-only', commit, '--', `${folder}/`])
      .out.split('\n')
      .filter((file) => file.endsWith(REPORT_EXTENSION));
  let commit = release;
  let files = reportsAt(commit);
  if (files.length === 0) {
    // The reports came after the release: the first commit that added one is the earliest known API.
    const first = git(top, ['log', '--reverse', '--diff-filter=A', '--format=%H', '--', `${folder}/`]).out;
    commit = first.split('\n')[0];
    if (!commit) return null;
    files = reportsAt(commit);
  }
  const version = JSON.parse(git(top, ['show', `${release}:${manifest}`]).out).version;
  const reports = new Map(
    files.map((file) => [
      path.posix.basename(file, REPORT_EXTENSION),
      git(top, ['show', `${commit}:${file}`]).out,
    ]),
  );
  return { commit, version, reports };
}
