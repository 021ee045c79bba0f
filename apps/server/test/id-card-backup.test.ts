import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { backupPglite, backupPostgres, PGLITE_ARCHIVE } from '../src/ops/backup.ts';
import { md5Hex } from '../src/security/md5-hex.ts';

// Two people's IDs, the second changed once (so history holds a before and an after).
const IDS = ['11010519491231002X', '110105198001010091', '110105198001010083'];
const ACCOUNT = 'backupIdCard';

const dirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function call(
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

/** Two members with IDs, the second one's ID changed afterwards. */
async function addMembers(app: FastifyInstance, password: string): Promise<void> {
  const login = await app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account: 'admin', password: md5Hex(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = login.json().data.token as string;
  // An empty PostgreSQL holds no organisation yet: one is made for the members.
  const made = await call(app, 'POST', '/api/permission/Organize', token, {
    fullName: '备份公司',
    enCode: 'backupIdCardOrg',
  });
  expect(made.code).toBe(200);
  const [org] = (
    (await app.pmc.database.db.execute(
      sql`select id from organizes where en_code = 'backupIdCardOrg'`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!org) throw new Error('no organisation');
  for (const [index, idCard] of IDS.slice(0, 2).entries()) {
    const created = await call(app, 'POST', '/admin-api/system/user', token, {
      account: `${ACCOUNT}${index}`,
      realName: '备份成员',
      idCard,
      organizeId: org.id,
    });
    expect(created.code).toBe(200);
  }
  const second = (await call(app, 'GET', `/admin-api/system/user?keyword=${ACCOUNT}1`, token)).data.list[0];
  const saved = await call(app, 'PUT', `/admin-api/system/user/${second.id}`, token, {
    idCard: IDS[2],
    lastModifyTime: second.lastModifyTime,
  });
  expect(saved.code).toBe(200);
}

/** The backup's bytes hold no ID in clear, though they hold the members' accounts (the search works). */
function expectCiphertextOnly(bytes: Buffer): void {
  expect(bytes.includes(`${ACCOUNT}0`)).toBe(true);
  for (const id of IDS) expect(bytes.includes(id)).toBe(false);
}

describe.runIf(!process.env.PMC_TEST_DATABASE_URL)('a PGlite backup', () => {
  it('holds national IDs sealed only, in the rows and in their history', async () => {
    const dataDir = tempDir('pmc-id-backup-');
    const app = await buildApp({
      config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir, DATA_KEY: randomBytes(32).toString('hex') }),
      logStream: false,
    });
    try {
      await addMembers(app, 'Admin@2026');
    } finally {
      await app.close();
    }
    const target = path.join(tempDir('pmc-id-backup-to-'), 'snapshot');
    await backupPglite(dataDir, target);
    // PGlite's dump is a gzipped tar of the database files: the pages themselves, read as bytes.
    expectCiphertextOnly(gunzipSync(fs.readFileSync(path.join(target, PGLITE_ARCHIVE))));
  }, 180_000);
});

describe.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))('a PostgreSQL backup (pg_dump)', () => {
  const adminUrl = process.env.PMC_TEST_DATABASE_URL as string;
  const name = `pmc_id_backup_${randomBytes(5).toString('hex')}`;
  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('holds national IDs sealed only, in the rows and in their history', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const app = await buildApp({
      config: loadConfig({
        CAPTCHA: 'off',
        DATA_DIR: tempDir('pmc-id-backup-pg-'),
        DATABASE_URL: url.toString(),
        DATA_KEY: randomBytes(32).toString('hex'),
      }),
      logStream: false,
    });
    try {
      const account = app.pmc.seededAccounts[0];
      if (!account) throw new Error('the first start created no account');
      await addMembers(app, account.password);
    } finally {
      await app.close();
    }
    const file = path.join(tempDir('pmc-id-backup-'), 'pmc.dump');
    await backupPostgres(url.toString(), file);
    // The custom format is compressed: pg_restore writes it out as the SQL it would run.
    const tool = process.env.PG_BIN ? path.join(process.env.PG_BIN, 'pg_restore') : 'pg_restore';
    const sqlText = spawnSync(tool, ['--file=-', file], { maxBuffer: 256 * 1024 * 1024 });
    expect(sqlText.status).toBe(0);
    expectCiphertextOnly(sqlText.stdout);
  }, 180_000);
});
