import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkApi, updateApi } from './check-api.mjs';

const fixture = path.join(import.meta.dirname, 'fixtures/api-fixture');
const cli = path.join(import.meta.dirname, 'api-report.mjs');
const changesetBin = path.resolve(import.meta.dirname, '../../node_modules/.bin/changeset');
// api-extractor builds a TypeScript program on every check: generous on a busy 2-core machine.
const SLOW = 120_000;

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function git(cwd, ...args) {
  const result = spawnSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

/** A repository whose one commit released the fixture (with its committed reports) at `version`. */
function releasedRepo(version = '1.2.0') {
  const root = mkdtempSync(path.join(tmpdir(), 'pmc-api-repo-'));
  folders.push(root);
  const pkg = path.join(root, 'packages/api-fixture');
  cpSync(fixture, pkg, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  writeFileSync(path.join(pkg, 'package.json'), `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
  writeFileSync(path.join(root, 'package.json'), '{ "name": "fixture-root", "private": true }\n');
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
  mkdirSync(path.join(root, '.changeset'));
  writeFileSync(
    path.join(root, '.changeset/config.json'),
    JSON.stringify({ changelog: false, commit: false, access: 'public', baseBranch: 'main' }),
  );
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', `release ${version}`);
  return { root, pkg };
}

const check = ({ root, pkg }) => checkApi({ root, dirs: [pkg] });

function editTypes({ pkg }, from, to) {
  const file = path.join(pkg, 'types/index.d.ts');
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`the fixture's types have no "${from}"`);
  writeFileSync(file, text.replace(from, to));
  updateApi({ dirs: [pkg] });
}

function changeset({ root }, bump) {
  writeFileSync(
    path.join(root, '.changeset/api-change.md'),
    `---\n"@pmc-fixture/api": ${bump}\n---\n\nThe fixture's API changes.\n`,
  );
}

const FAREWELL = 'export declare function farewell(name: string): string;\n';

describe('the API check', () => {
  it(
    'passes on the fixture as released, its committed reports being its API',
    () => {
      expect(check(releasedRepo())).toEqual({ problems: [], diffs: [] });
    },
    SLOW,
  );

  it(
    'fails on a report the build no longer matches, printing the diff and the command that updates it',
    () => {
      const repo = releasedRepo();
      writeFileSync(
        path.join(repo.pkg, 'types/index.d.ts'),
        readFileSync(path.join(repo.pkg, 'types/index.d.ts'), 'utf8').replace(FAREWELL, ''),
      );
      const run = spawnSync(process.execPath, [cli, '--root', repo.root, repo.pkg], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain('--- packages/api-fixture/etc/api.api.md (committed)\n+++ (built)\n@@ ');
      expect(run.stdout).toContain('-export function farewell(name: string): string;');
      expect(run.stderr).toContain(
        'api: packages/api-fixture/etc/api.api.md is not the API of the build (diff above): run `pnpm api:update`',
      );
    },
    SLOW,
  );

  it(
    'asks a removed export for a changeset, and for a major one',
    () => {
      const repo = releasedRepo();
      editTypes(repo, FAREWELL, '');
      expect(check(repo).problems).toEqual([
        expect.stringMatching(
          /^@pmc-fixture\/api: its public API changed since 1\.2\.0 \(\w{8}\) but no pending changeset names it; add one with `pnpm changeset`: a line of the released API removed or changed needs major\n {2}- api: export function farewell\(name: string\): string;$/,
        ),
      ]);
      changeset(repo, 'patch');
      expect(check(repo).problems).toEqual([
        expect.stringContaining(
          'the release bumps it by patch (.changeset/api-change.md), but a line of the released API removed or changed needs major',
        ),
      ]);
      changeset(repo, 'minor');
      expect(check(repo).problems).toEqual([expect.stringContaining('bumps it by minor')]);
      changeset(repo, 'major');
      expect(check(repo).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'asks a changed signature for a major',
    () => {
      const repo = releasedRepo();
      editTypes(repo, 'greet(name: string,', 'greet(name: string | string[],');
      changeset(repo, 'minor');
      expect(check(repo).problems).toEqual([
        expect.stringMatching(
          /bumps it by minor .* needs major\n {2}- api: export function greet\(name: string,.*\n {2}\+ api: export function greet\(name: string \| string\[\],/,
        ),
      ]);
      changeset(repo, 'major');
      expect(check(repo).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'asks an added export for a minor, and lets a documented one through without a changeset',
    () => {
      const repo = releasedRepo();
      editTypes(repo, FAREWELL, `${FAREWELL}export declare function wave(): string;\n`);
      expect(check(repo).problems).toEqual([expect.stringContaining('no pending changeset names it')]);
      changeset(repo, 'patch');
      expect(check(repo).problems).toEqual([
        expect.stringContaining('bumps it by patch (.changeset/api-change.md), but an addition needs minor'),
      ]);
      changeset(repo, 'minor');
      expect(check(repo).problems).toEqual([]);

      const documented = releasedRepo();
      editTypes(
        documented,
        'export declare function greet',
        '/** Says hello. */\nexport declare function greet',
      );
      expect(readFileSync(path.join(documented.pkg, 'etc/api.api.md'), 'utf8')).not.toContain(
        '// @public (undocumented)\nexport function greet',
      );
      expect(check(documented).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'steps down one while the package is 0.x: a removal needs a minor, an addition a patch',
    () => {
      const removal = releasedRepo('0.3.0');
      editTypes(removal, FAREWELL, '');
      changeset(removal, 'patch');
      expect(check(removal).problems).toEqual([
        expect.stringContaining('needs minor (0.x: one step down from 1.x)'),
      ]);
      changeset(removal, 'minor');
      expect(check(removal).problems).toEqual([]);

      const addition = releasedRepo('0.3.0');
      editTypes(addition, FAREWELL, `${FAREWELL}export declare function wave(): string;\n`);
      changeset(addition, 'patch');
      expect(check(addition).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'passes again once `changeset version` has applied the changeset, and after the release commit',
    () => {
      const repo = releasedRepo();
      editTypes(repo, FAREWELL, '');
      changeset(repo, 'major');
      const version = spawnSync(changesetBin, ['version'], { cwd: repo.root, encoding: 'utf8' });
      expect(version.status, version.stderr).toBe(0);
      expect(JSON.parse(readFileSync(path.join(repo.pkg, 'package.json'), 'utf8')).version).toBe('2.0.0');
      expect(check(repo).problems).toEqual([]);
      git(repo.root, 'add', '-A');
      git(repo.root, 'commit', '-q', '-m', 'release 2.0.0');
      expect(check(repo).problems).toEqual([]);
    },
    SLOW,
  );

  it(
    'fails with a clear message without the history of the last release',
    () => {
      const repo = releasedRepo();
      writeFileSync(path.join(repo.root, 'notes.md'), 'A commit after the release.\n');
      git(repo.root, 'add', '-A');
      git(repo.root, 'commit', '-q', '-m', 'notes');
      const shallow = path.join(repo.root, '..', `${path.basename(repo.root)}-shallow`);
      folders.push(shallow);
      git(tmpdir(), 'clone', '-q', '--depth', '1', `file://${repo.root}`, shallow);
      const pkg = path.join(shallow, 'packages/api-fixture');
      expect(check({ root: shallow, pkg }).problems).toEqual([
        expect.stringContaining('@pmc-fixture/api: the clone is shallow: the API check needs the history'),
      ]);

      const copy = mkdtempSync(path.join(tmpdir(), 'pmc-api-nogit-'));
      folders.push(copy);
      cpSync(fixture, copy, { recursive: true });
      expect(check({ root: copy, pkg: copy }).problems).toEqual([
        expect.stringMatching(/is not in a git repository: the API check reads the last release from git$/),
      ]);
    },
    SLOW,
  );
});
