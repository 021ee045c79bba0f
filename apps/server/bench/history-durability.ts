// Durability probe of the history write path, kill -9 style: writers update one user's mobile as fast as
// they can, the server is killed with SIGKILL mid-flight, restarted on the same database, and every
// acknowledged update must have exactly one history entry (and no entry may name a value never sent).
// Needs the build (apps/server/dist). Run: tsx bench/history-durability.ts [--postgres] [--rounds=3]
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@pmc/tooling/postgres';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const main = path.join(here, '../dist/main.js');
const usePostgres = process.argv.includes('--postgres');
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3);
const WRITERS = 4;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function startServer(env: Record<string, string>) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CAPTCHA: 'off',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/admin-api/captcha`)).status < 500) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

// biome-ignore lint/suspicious/noExplicitAny: the probe reads answers loosely
async function call(base: string, token: string, method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: token ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

async function signIn(base: string): Promise<string> {
  const body = new URLSearchParams({
    account: 'admin',
    password: md5('Admin@2026'),
    code: '',
    sys_captcha: '',
  });
  const res = await fetch(`${base}/admin-api/login`, { method: 'POST', body });
  return (await res.json()).data.token;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-durability-'));
const postgres = usePostgres ? await startPostgres() : null;
const env = postgres ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
let failures = 0;
if (postgres) {
  // The demo accounts, as on PGlite (a PostgreSQL database would start with one random administrator).
  const database = await openDatabase({ databaseUrl: postgres.url });
  await seedDatabase(database.db, 'demo');
  await database.close();
}
try {
  let server = await startServer(env);
  let token = await signIn(server.base);
  const users = await call(server.base, token, 'GET', '/admin-api/system/user?keyword=newbie');
  const userId = users.data.list[0].id;
  const acknowledged = new Set<string>();
  const sent = new Set<string>();
  let counter = 0;
  for (let round = 1; round <= rounds; round++) {
    let stop = false;
    const writer = async () => {
      while (!stop) {
        const mobile = `13${String(round)}${String(++counter).padStart(8, '0')}`;
        sent.add(mobile);
        try {
          const answer = await call(server.base, token, 'PUT', `/admin-api/system/user/${userId}`, {
            mobile,
          });
          if (answer.code === 200) acknowledged.add(mobile);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    await new Promise((r) => setTimeout(r, 800 + Math.random() * 1500));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await new Promise((r) => server.child.once('exit', () => r(undefined)));
    server = await startServer(env);
    token = await signIn(server.base);
    // Every entry of the user's history that set a mobile, read back page by page.
    const after = new Map<string, number>();
    for (let page = 1; ; page++) {
      const answer = await call(
        server.base,
        token,
        'GET',
        `/admin-api/system/history/user/${userId}?pageSize=500&currentPage=${page}`,
      );
      for (const entry of answer.data.list)
        for (const change of entry.changes)
          if (change.field === 'mobile') after.set(change.after, (after.get(change.after) ?? 0) + 1);
      if (page * 500 >= answer.data.pagination.total) break;
    }
    const missing = [...acknowledged].filter((m) => after.get(m) !== 1);
    const phantom = [...after.keys()].filter((m) => !sent.has(m));
    const stored = (await call(server.base, token, 'GET', `/admin-api/system/user/${userId}`)).data.mobile;
    const ok = missing.length === 0 && phantom.length === 0 && after.has(stored);
    if (!ok) failures++;
    console.log(
      `round ${round}: ${acknowledged.size} acknowledged, ${after.size} history entries; ` +
        `without exactly one entry ${missing.length}, entries never sent ${phantom.length}, ` +
        `stored value has its entry ${after.has(stored)} -> ${ok ? 'ok' : 'FAILED'}`,
    );
  }
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', () => r(undefined)));
} finally {
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `${usePostgres ? 'PostgreSQL' : 'PGlite'}: ${failures === 0 ? 'every acknowledged change has exactly one history entry' : `${failures} round(s) failed`}`,
);
process.exit(failures === 0 ? 0 : 1);
