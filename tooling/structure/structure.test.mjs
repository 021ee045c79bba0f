// The structure rules live in the root biome.json (suspicious/noImportCycles with type imports counted,
// style/noRestrictedImports on apps/admin/src outside the router), so `biome ci .`, the first step of
// `npm test`, enforces them. These tests show that the configuration catches what it is meant to.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const biome = createRequire(path.join(root, 'package.json')).resolve('@biomejs/biome/bin/biome');
const rules = ['--only=suspicious/noImportCycles', '--only=style/noRestrictedImports'];

/** Runs the repository's lint rules over `dir`; the diagnostics as `path rule` lines. */
function lint(dir) {
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', '--colors=off', '--max-diagnostics=100', ...rules, '.'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  const found = [...`${run.stdout}${run.stderr}`.matchAll(/^(\S+?):\d+:\d+ lint\/(\w+\/\w+)/gm)].map(
    ([, file, rule]) => `${file.split(path.sep).join('/')} ${rule}`,
  );
  return { status: run.status, found: [...new Set(found)].sort() };
}

// The fixtures copied out of the repository (whose biome.json leaves them out) under the same config.
const copy = mkdtempSync(path.join(tmpdir(), 'pmc-structure-'));
cpSync(path.join(import.meta.dirname, 'fixtures'), copy, { recursive: true });
const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
delete config.$schema;
config.vcs = { enabled: false };
config.files = { includes: ['**'] };
writeFileSync(path.join(copy, 'biome.json'), JSON.stringify(config));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the structure check (biome.json)', () => {
  it('fails on an import circle, a lazy import and a type-only import included', () => {
    const { status, found } = lint(copy);
    expect(status).not.toBe(0);
    expect(found).toEqual(
      expect.arrayContaining([
        'circle/first.ts suspicious/noImportCycles',
        'circle/second.ts suspicious/noImportCycles',
        'type-circle/options.ts suspicious/noImportCycles',
        'type-circle/runtime.ts suspicious/noImportCycles',
      ]),
    );
  });

  it("fails on a page importing the router's wiring, and on nothing else of the admin app", () => {
    const { found } = lint(copy);
    expect(found.filter((line) => line.startsWith('apps/'))).toEqual([
      'apps/admin/src/pages/home/home-page.ts style/noRestrictedImports',
    ]);
  });

  it('passes on the repository', () => {
    expect(lint(root)).toEqual({ status: 0, found: [] });
  }, 120_000);
});
