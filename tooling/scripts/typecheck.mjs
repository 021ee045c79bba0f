#!/usr/bin/env node
// A workspace package's `typecheck`: TypeScript 7's native checker over the package's tsconfig (tests and
// configs included), about four times faster than 6.0's on this tree. The build's declarations, API
// Extractor and attw still run on 6.0 (they need the JavaScript API that 7.0 no longer ships), so a
// difference between the two checkers would show as a failed build or report, not pass unseen.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin/tsc');
const args = process.argv.slice(2);
const result = spawnSync(process.execPath, [tsc, ...(args.length > 0 ? args : ['-p', 'tsconfig.json'])], {
  stdio: 'inherit',
});
process.exitCode = result.status ?? 1;
