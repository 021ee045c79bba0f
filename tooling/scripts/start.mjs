#!/usr/bin/env node
// `npm start`: install, build the server and the admin app, then run the server serving both the API
// and the built app on one port. The server creates, migrates and seeds its embedded database on the
// first run and prints the URL and the demo accounts.
import path from 'node:path';
import { ensurePnpm, installWorkspace, root, run } from './bootstrap.mjs';

const pnpm = ensurePnpm();
installWorkspace(pnpm);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const built = run(
  pnpm,
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@pmc/server',
    '--filter=@pmc/admin',
    '--output-logs=errors-only',
  ],
  { env },
);
if (built !== 0) process.exit(built);
process.exitCode = run('node', ['apps/server/dist/main.js'], {
  env: {
    ...env,
    STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'apps/admin/dist'),
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'apps/server/.data'),
  },
});
