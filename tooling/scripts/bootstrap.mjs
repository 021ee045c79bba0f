// Bootstrap helpers shared by `npm start` and `npm test`: find or install the pinned pnpm, install the
// workspace, and install the Debian packages the tests need when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPrefix = path.join(root, 'tooling/.cache/pnpm');
const localBin = path.join(localPrefix, 'node_modules/.bin/pnpm');

/** Runs a command with inherited output; returns its exit code. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function versionOf(bin) {
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns a pnpm binary of the pinned version, installing it under tooling/.cache when needed. */
export function ensurePnpm() {
  if (versionOf('pnpm') === pinned) return 'pnpm';
  // Child processes (turbo tasks, package scripts) call `pnpm` by name, so put ours first on PATH.
  process.env.PATH = `${path.dirname(localBin)}${path.delimiter}${process.env.PATH}`;
  if (existsSync(localBin) && versionOf(localBin) === pinned) return localBin;
  console.log(`[bootstrap] installing pnpm ${pinned} into tooling/.cache/pnpm`);
  const code = run('npm', [
    'install',
    '--no-save',
    '--no-package-lock',
    '--prefix',
    localPrefix,
    `pnpm@${pinned}`,
  ]);
  if (code !== 0 || versionOf(localBin) !== pinned) throw new Error('[bootstrap] could not install pnpm');
  return localBin;
}

/** Installs the workspace exactly as the lockfile says. */
export function installWorkspace(pnpm) {
  const code = run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
  if (code !== 0) throw new Error('[bootstrap] pnpm install failed');
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function findPostgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

/** Installs Debian's chromium and postgresql when missing (needs root and apt-get). */
export function ensureSystemPackages() {
  const wanted = [];
  if (!existsSync(chromiumPath)) wanted.push('chromium', 'fonts-noto-cjk');
  if (!findPostgresBin()) wanted.push('postgresql');
  if (wanted.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`[bootstrap] missing system packages (${wanted.join(', ')}); install them with apt-get`);
  }
  console.log(`[bootstrap] apt-get install ${wanted.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) throw new Error('[bootstrap] apt-get update failed');
  if (run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...wanted], { env }) !== 0) {
    throw new Error('[bootstrap] apt-get install failed');
  }
}
