import { spawnSync } from 'node:child_process';
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
import { writeControlFile } from '../src/ops/backup-control-file.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { PNG } from './support/sweep-fixtures.ts';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(app: FastifyInstance, account: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.json().code).toBe(200);
  return res.json().data.token;
}

async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  body?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: token },
    ...(body ? { payload: body } : {}),
  });
  return res.json();
}

interface Changes {
  fileId: string;
  content: Buffer;
  roleId: string;
}

/** Changes after the seed: a new role, then renamed, and an uploaded file (each leaves an operation log entry). */
async function change(app: FastifyInstance, token: string): Promise<Changes> {
  expect(
    (await api(app, 'POST', '/admin-api/system/role', token, { fullName: '备份角色', enCode: 'backupRole' }))
      .code,
  ).toBe(200);
  const role = (await api(app, 'GET', '/admin-api/system/role?keyword=backupRole', token)).data.list[0];
  expect(
    (await api(app, 'PUT', `/admin-api/system/role/${role.id}`, token, { fullName: '备份角色二' })).code,
  ).toBe(200);
  const content = Buffer.concat([PNG, randomBytes(64)]);
  const upload = await app.inject({
    method: 'POST',
    url: '/admin-api/common/file/annex',
    headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=b' },
    payload: Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\n\r\n'),
      content,
      Buffer.from('\r\n--b--\r\n'),
    ]),
  });
  expect(upload.json().code).toBe(200);
  return { fileId: upload.json().data.fileId, content, roleId: role.id };
}

/**
 * Every change is there after the restore: the record, its change history (issue 22's record_history,
 * the rename with its before and after), the file's bytes and the operation log.
 */
async function expectRestored(app: FastifyInstance, token: string, changes: Changes): Promise<void> {
  const role = (await api(app, 'GET', `/admin-api/system/role/${changes.roleId}`, token)).data;
  expect(role).toMatchObject({ enCode: 'backupRole', fullName: '备份角色二' });
  const history = await api(app, 'GET', `/admin-api/system/history/role/${changes.roleId}`, token);
  expect(history.code).toBe(200);
  expect(history.data.list).toEqual([
    expect.objectContaining({
      action: 'update',
      account: 'admin',
      changes: [expect.objectContaining({ field: 'fullName', before: '备份角色', after: '备份角色二' })],
    }),
    expect.objectContaining({ action: 'create', account: 'admin', recordId: changes.roleId }),
  ]);
  const link = await api(app, 'GET', `/api/file/Download/annex/${changes.fileId}`, token);
  expect(link.code).toBe(200);
  const raw = await app.inject({ method: 'GET', url: link.data.url });
  expect(raw.statusCode).toBe(200);
  expect(Buffer.compare(raw.rawPayload, changes.content)).toBe(0);
  const log = await api(app, 'GET', '/api/permission/OperationLog?pageSize=100', token);
  const paths = log.data.list.map((e: { path?: string; url?: string }) => e.path ?? e.url);
  expect(paths.filter((p: string) => p?.includes('/admin-api/system/role')).length).toBeGreaterThanOrEqual(2);
  expect(paths.some((p: string) => p?.includes('/admin-api/common/file/annex'))).toBe(true);
}

describe.runIf(!process.env.PMC_TEST_DATABASE_URL)('backup and restore on PGlite (DATA_DIR)', () => {
  it('restores the database and the uploads into an empty DATA_DIR, and the server finds every change', async () => {
    const dataDir = tempDir('pmc-backup-src-');
    const source = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir }),
      logStream: false,
    });
    let changes: Changes;
    try {
      changes = await change(source, await signIn(source, 'admin', 'Admin@2026'));
    } finally {
      await source.close();
    }
    // A control file left by a server that was killed (its process is gone): the stopped database is opened.
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    writeControlFile(dataDir, { pid: gone, url: 'http://127.0.0.1:9', token: 'left-behind' });
    const backup = path.join(tempDir('pmc-backup-'), 'snapshot');
    expect(await backupPglite(dataDir, backup)).toBe('stopped database');
    const restoredDir = path.join(tempDir('pmc-backup-dst-'), 'data');
    await restorePglite(backup, restoredDir);
    await expect(restorePglite(backup, restoredDir)).rejects.toThrow(/already holds a database/);
    const restored = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: restoredDir }),
      logStream: false,
    });
    try {
      // No first-start seed ran: the restored database was found, not created.
      expect(restored.pmc.seededAccounts).toEqual([]);
      await expectRestored(restored, await signIn(restored, 'admin', 'Admin@2026'), changes);
    } finally {
      await restored.close();
    }
  }, 180_000);
});

describe.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))(
  'backup and restore on PostgreSQL (pg_dump, pg_restore)',
  () => {
    const adminUrl = process.env.PMC_TEST_DATABASE_URL as string;
    const names = [
      `pmc_backup_${randomBytes(5).toString('hex')}`,
      `pmc_restore_${randomBytes(5).toString('hex')}`,
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

    it('restores a dump into an empty database, uploads included, and the server finds every change', async () => {
      for (const name of names) await admin(`CREATE DATABASE ${name}`);
      const config = (name: string) =>
        loadConfig({
          CAPTCHA: 'off',
          DATA_DIR: tempDir('pmc-backup-pg-'),
          DATABASE_URL: urlOf(names[name === 'a' ? 0 : 1] as string),
        });
      const source = await buildApp({ config: config('a'), logStream: false });
      const account = source.pmc.seededAccounts[0];
      if (!account) throw new Error('the first start created no account');
      let changes: Changes;
      try {
        changes = await change(source, await signIn(source, 'admin', account.password));
      } finally {
        await source.close();
      }
      const file = path.join(tempDir('pmc-backup-'), 'pmc.dump');
      await backupPostgres(urlOf(names[0] as string), file);
      expect(fs.statSync(file).size).toBeGreaterThan(0);
      await restorePostgres(file, urlOf(names[1] as string));
      const restored = await buildApp({ config: config('b'), logStream: false });
      try {
        expect(restored.pmc.seededAccounts).toEqual([]);
        await expectRestored(restored, await signIn(restored, 'admin', account.password), changes);
      } finally {
        await restored.close();
      }
    }, 180_000);
  },
);
