#!/usr/bin/env node
// Checks a package as it will be published: packs it with pnpm (which applies publishConfig, so the
// exports point at dist), checks the packed metadata (below), then runs publint and
// @arethetypeswrong/cli on the tarball. Run from the package folder after its build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const out = mkdtempSync(path.join(tmpdir(), 'pmc-pack-'));
const step = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    rmSync(out, { recursive: true, force: true });
    process.exit(r.status ?? 1);
  }
};
try {
  step('pnpm', ['pack', '--pack-destination', out]);
  const tarball = path.join(
    out,
    readdirSync(out).find((f) => f.endsWith('.tgz')),
  );
  checkMetadata(tarball);
  step('publint', ['run', tarball, '--strict']);
  step('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped']);
} finally {
  rmSync(out, { recursive: true, force: true });
}

/**
 * What a consumer's tooling reads besides the code: the licence text and its SPDX id (the root's MIT),
 * the Node range of the workspace, and ranges a registry can resolve (no `workspace:` or `catalog:`
 * left). `repository` is not asked for: the project has no public remote to name.
 */
function checkMetadata(tarball) {
  const list = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
  const manifest = JSON.parse(
    spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }).stdout,
  );
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const problems = [];
  for (const file of ['package/LICENSE', 'package/README.md'])
    if (!list.includes(file)) problems.push(`${file} is not in the tarball`);
  if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}, the LICENSE file is MIT`);
  if (manifest.engines?.node !== rootManifest.engines.node)
    problems.push(
      `engines.node is ${manifest.engines?.node}, the workspace's is ${rootManifest.engines.node}`,
    );
  for (const kind of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    for (const [name, range] of Object.entries(manifest[kind] ?? {}))
      if (/^(workspace|catalog):/.test(range)) problems.push(`${kind} ${name}@${range} is not resolvable`);
  if (problems.length > 0) {
    console.error(`${manifest.name}: ${problems.join('; ')}`);
    rmSync(out, { recursive: true, force: true });
    process.exit(1);
  }
  console.log(`${manifest.name}: LICENSE (MIT), README, engines ${manifest.engines.node}, resolvable ranges`);
}
