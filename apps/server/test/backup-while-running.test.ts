import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { backupPglite, restorePglite } from '../src/ops/backup.ts';
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

async function signIn(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account: 'admin', password: md5Hex('Admin@2026') }).toString(),
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

describe.runIf(!process.env.PMC_TEST_DATABASE_URL)('backup of a running server on PGlite', () => {
  it('snapshots through the server while writes go on; the restore holds a prefix of the writes, each with its history entry', async () => {
    const dataDir = tempDir('pmc-live-src-');
    const app = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir }),
      logStream: false,
    });
    const created: string[] = [];
    const backup = path.join(tempDir('pmc-live-backup-'), 'snapshot');
    let acknowledgedBefore = 0;
    let acknowledgedAfter = 0;
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

      const token = await signIn(app);
      // One writer, one role after the other: the order of acknowledgement is the order of commit.
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
      await until(() => created.length >= 5);
      acknowledgedBefore = created.length;
      expect(await backupPglite(dataDir, backup)).toBe('running server');
      acknowledgedAfter = created.length;
      // Two more: the second of them started after the backup had answered, so it is not in it.
      await until(() => created.length >= acknowledgedAfter + 2);
      writing = false;
      await writer;
    } finally {
      await app.close();
    }
    expect(readControlFile(dataDir)).toBeUndefined();
    expect(acknowledgedAfter).toBeGreaterThan(acknowledgedBefore);

    const restoredDir = path.join(tempDir('pmc-live-dst-'), 'data');
    await restorePglite(backup, restoredDir);
    const restored = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: restoredDir }),
      logStream: false,
    });
    try {
      expect(restored.pmc.seededAccounts).toEqual([]);
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
      // Every role acknowledged before the backup began; none begun after it answered; no gaps.
      expect(codes.size).toBeGreaterThanOrEqual(acknowledgedBefore);
      expect(codes.size).toBeLessThan(created.length);
      expect([...codes].sort()).toEqual(created.slice(0, codes.size).sort());
      // Each record with the history entry written in its transaction, and no entry without its record.
      expect(roles.every((r) => r.entries === 1)).toBe(true);
      const orphans = await raw(
        {
          text: `select count(*)::int as n from record_history h
                 where h.kind = 'role' and not exists (select 1 from roles r where r.id = h.record_id)`,
        },
        [],
      );
      expect(orphans[0]?.n).toBe(0);
      // The history as a user reads it.
      const token = await signIn(restored);
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
    } finally {
      await restored.close();
    }
  }, 180_000);
});
