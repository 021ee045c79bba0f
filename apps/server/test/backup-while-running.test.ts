import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../src/ops/backup.ts';
import { readControlFile } from '../src/ops/backup-control-file.ts';
import { md5Hex } from '../src/security/md5-hex.ts';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(app: FastifyInstance, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account: 'admin', password: md5Hex(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.json().code).toBe(200);
  return res.json().data.token;
}

/** Waits for a condition the test cannot await directly (writes acknowledged by a concurrent loop). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Writes {
  /** Codes of the roles acknowledged so far, in order. */
  created: string[];
  stop(): Promise<void>;
}

/** One writer, one role after the other: the order of acknowledgement is the order of commit. */
function startWriting(app: FastifyInstance, token: string): Writes {
  const created: string[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/admin-api/system/role',
        headers: { authorization: token },
        payload: { fullName: `在线备份${i}`, enCode: `liveBackup${i}` },
      });
      expect(res.json().code).toBe(200);
      created.push(`liveBackup${i}`);
    }
  })();
  return {
    created,
    async stop() {
      writing = false;
      await writer;
    },
  };
}

/**
 * Runs `backup` while roles are being written and answers how many were acknowledged before it began;
 * writing goes on until two more are acknowledged after it ended (the second of them began after the
 * backup had answered, so it cannot be in it).
 */
async function backUpDuringWrites(writes: Writes, backup: () => Promise<void>): Promise<number> {
  await until(() => writes.created.length >= 5);
  const before = writes.created.length;
  await backup();
  const after = writes.created.length;
  expect(after).toBeGreaterThan(before);
  await until(() => writes.created.length >= after + 2);
  await writes.stop();
  return before;
}

/**
 * The restored database holds a prefix of the writes, at least every role acknowledged before the
 * backup began and none begun after it answered; each role with the history entry written in its
 * transaction, no entry without its record, and the history as a user reads it.
 */
async function expectConsistent(restored: FastifyInstance, token: string, created: string[], before: number) {
  const { raw } = restored.pmc.database;
  const roles = await raw(
    {
      text: `select r.id, r.en_code,
               (select count(*)::int from record_history h
                 where h.kind = 'role' and h.record_id = r.id and h.action = 'create') as entries
             from roles r where r.en_code like 'liveBackup%'`,
    },
    [],
  );
  const codes = new Set(roles.map((r) => String(r.en_code)));
  expect(codes.size).toBeGreaterThanOrEqual(before);
  expect(codes.size).toBeLessThan(created.length);
  expect([...codes].sort()).toEqual(created.slice(0, codes.size).sort());
  expect(roles.every((r) => r.entries === 1)).toBe(true);
  const orphans = await raw(
    {
      text: `select count(*)::int as n from record_history h
             where h.kind = 'role' and not exists (select 1 from roles r where r.id = h.record_id)`,
    },
    [],
  );
  expect(orphans[0]?.n).toBe(0);
  const last = roles.find((r) => r.en_code === created[codes.size - 1]);
  const history = await restored.inject({
    method: 'GET',
    url: `/admin-api/system/history/role/${last?.id}`,
    headers: { authorization: token },
  });
  expect(history.json().code).toBe(200);
  expect(history.json().data.list).toEqual([
    expect.objectContaining({ action: 'create', account: 'admin', recordId: last?.id }),
  ]);
}

describe.runIf(!process.env.PMC_TEST_DATABASE_URL)('backup of a running server on PGlite', () => {
  it('snapshots through the server while writes go on; the restore holds a prefix of the writes, each with its history entry', async () => {
    const dataDir = tempDir('pmc-live-src-');
    const app = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir }),
      logStream: false,
    });
    const backup = path.join(tempDir('pmc-live-backup-'), 'snapshot');
    let writes: Writes | undefined;
    let before = 0;
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      expect(readControlFile(dataDir)?.pid).toBe(process.pid);
      const refused = await app.inject({ method: 'POST', url: '/ops/backup' });
      expect(refused.statusCode).toBe(401);
      const wrong = await app.inject({
        method: 'POST',
        url: '/ops/backup',
        headers: { authorization: 'Bearer not-the-token' },
      });
      expect(wrong.statusCode).toBe(401);
      const started = startWriting(app, await signIn(app, 'Admin@2026'));
      writes = started;
      before = await backUpDuringWrites(started, async () => {
        expect(await backupPglite(dataDir, backup)).toBe('running server');
      });
    } finally {
      await writes?.stop();
      await app.close();
    }
    expect(readControlFile(dataDir)).toBeUndefined();

    const restoredDir = path.join(tempDir('pmc-live-dst-'), 'data');
    await restorePglite(backup, restoredDir);
    const restored = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: restoredDir }),
      logStream: false,
    });
    try {
      expect(restored.pmc.seededAccounts).toEqual([]);
      await expectConsistent(restored, await signIn(restored, 'Admin@2026'), writes.created, before);
    } finally {
      await restored.close();
    }
  }, 180_000);
});

describe.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))('backup of running servers on PostgreSQL', () => {
  const adminUrl = process.env.PMC_TEST_DATABASE_URL as string;
  const names = [
    `pmc_live_${randomBytes(5).toString('hex')}`,
    `pmc_live_restore_${randomBytes(5).toString('hex')}`,
  ];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    for (const name of names) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('pg_dump while writes go on; the restore holds a prefix of the writes, each with its history entry', async () => {
    for (const name of names) await admin(`CREATE DATABASE ${name}`);
    const config = (name: string) =>
      loadConfig({ CAPTCHA: 'off', DATA_DIR: tempDir('pmc-live-pg-'), DATABASE_URL: urlOf(name) });
    const app = await buildApp({ config: config(names[0] as string), logStream: false });
    const account = app.pmc.seededAccounts[0];
    if (!account) throw new Error('the first start created no account');
    const file = path.join(tempDir('pmc-live-backup-'), 'pmc.dump');
    let writes: Writes | undefined;
    let before = 0;
    try {
      const started = startWriting(app, await signIn(app, account.password));
      writes = started;
      before = await backUpDuringWrites(started, () => backupPostgres(urlOf(names[0] as string), file));
    } finally {
      await writes?.stop();
      await app.close();
    }
    await restorePostgres(file, urlOf(names[1] as string));
    const restored = await buildApp({ config: config(names[1] as string), logStream: false });
    try {
      expect(restored.pmc.seededAccounts).toEqual([]);
      await expectConsistent(restored, await signIn(restored, account.password), writes.created, before);
    } finally {
      await restored.close();
    }
  }, 180_000);
});
