// A throw-away PostgreSQL for tests: Debian's server binaries, a temporary folder, a free loopback port.
// PostgreSQL refuses to run as root, so as root the folder is handed to the postgres user and every
// command runs through runuser. Usage from code: `const pg = await startPostgres(); ...; await pg.stop()`;
// from a shell: `node tooling/scripts/postgres.mjs` prints the URL and keeps running until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgresBin } from './bootstrap.mjs';
import { freePort } from './free-port.mjs';

function postgresUid() {
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('[postgres] no postgres user; is the postgresql package installed?');
  return Number(r.stdout.trim());
}

/**
 * `url` over loopback TCP; `socketUrl` the same server over its Unix socket (what a server on the same
 * machine should use: cheaper than TCP per round trip).
 * @returns {Promise<{ url: string, socketUrl: string, stop: () => Promise<void> }>}
 */
export async function startPostgres() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('[postgres] PostgreSQL server binaries not found (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'pmc-pg-'));
  const pgUid = asRoot ? postgresUid() : undefined;
  if (asRoot) chownSync(dir, pgUid, pgUid);
  const exec = (tool, args) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const r = spawnSync(cmd, full, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`[postgres] ${tool} failed: ${r.stderr || r.stdout}`);
  };
  const data = path.join(dir, 'data');
  exec('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--lc-ctype=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  // Durability is pointless for a test instance; turning it off makes migrations and seeds fast.
  const opts = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  exec('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@127.0.0.1:${port}/postgres?host=${encodeURIComponent(dir)}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pg = await startPostgres();
  console.log(pg.url);
  const stop = () => pg.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}
