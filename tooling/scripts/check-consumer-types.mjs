#!/usr/bin/env node
// Type-checks a package as a consumer outside the workspace sees it: its packed tarball unpacked into a
// throw-away project's node_modules (its dependencies linked from the workspace install, so no network),
// then `tsc --strict` without skipLibCheck under moduleResolution nodenext and bundler, over a source
// file that uses the package (argument 1, relative to the package folder). Run from the package folder
// after its build. A `.d.ts` that only one resolution mode can read fails here, not in a consumer's CI.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const usage = process.argv[2];
if (!usage) throw new Error('usage: check-consumer-types.mjs <usage.ts>');
const pkgDir = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const tsc = createRequire(path.join(pkgDir, 'package.json')).resolve('typescript/bin/tsc');
const work = mkdtempSync(path.join(tmpdir(), 'pmc-consumer-'));
const step = (cmd, args, cwd) => spawnSync(cmd, args, { stdio: 'inherit', cwd }).status ?? 1;

let failed = 0;
try {
  if (step('pnpm', ['pack', '--pack-destination', work], pkgDir) !== 0) process.exit(1);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  const installed = path.join(work, 'node_modules', manifest.name);
  mkdirSync(installed, { recursive: true });
  if (step('tar', ['-xzf', path.join(work, tarball), '-C', installed, '--strip-components=1'], work) !== 0)
    process.exit(1);
  for (const dep of Object.keys(manifest.dependencies ?? {})) {
    const target = path.join(work, 'node_modules', dep);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(pkgDir, 'node_modules', dep), target, 'dir');
  }
  cpSync(path.join(pkgDir, usage), path.join(work, 'usage.ts'));
  for (const [mode, module] of [
    ['nodenext', 'nodenext'],
    ['bundler', 'esnext'],
  ]) {
    writeFileSync(
      path.join(work, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    const compilerOptions = {
      noEmit: true,
      strict: true,
      target: 'es2022',
      module,
      moduleResolution: mode,
      types: [],
    };
    writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['usage.ts'] }));
    console.log(`[consumer] ${manifest.name}: tsc, strict, no skipLibCheck, moduleResolution ${mode}`);
    const code = step(process.execPath, [tsc, '-p', 'tsconfig.json'], work);
    if (code !== 0) failed += 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed > 0 ? 1 : 0;
