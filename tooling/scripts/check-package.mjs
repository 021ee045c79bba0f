#!/usr/bin/env node
// Checks a package as it will be published: packs it with pnpm (which applies publishConfig, so the
// exports point at dist), then runs publint and @arethetypeswrong/cli on the tarball. Run from the
// package folder after its build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  step('publint', ['run', tarball, '--strict']);
  step('attw', [tarball, '--profile', 'esm-only', '--format', 'table-flipped']);
} finally {
  rmSync(out, { recursive: true, force: true });
}
