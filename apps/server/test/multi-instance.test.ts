import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { type OpenedDatabase, openDatabase } from '../src/db/open-database.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import type { Envelope } from './support/test-server.ts';

/**
 * Two server instances over one database. With PMC_TEST_DATABASE_URL each instance has its own
 * connection pool on a fresh PostgreSQL database (as two processes behind a load balancer would);
 * without it both share one in-memory PGlite, the only way two instances can reach one PGlite.
 * Either way nothing about a session may live in one instance's memory.
 */
async function openSharedDatabases(): Promise<{
  a: OpenedDatabase;
  b: OpenedDatabase;
  close(): Promise<void>;
}> {
  const adminUrl = process.env.PMC_TEST_DATABASE_URL;
  if (!adminUrl) {
    const shared = await openDatabase({ dataDir: null });
    return { a: shared, b: shared, close: () => shared.close() };
  }
  const name = `pmc_multi_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const a = await openDatabase({ databaseUrl: url.toString() });
  const b = await openDatabase({ databaseUrl: url.toString() });
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

let databases: Awaited<ReturnType<typeof openSharedDatabases>>;
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  databases = await openSharedDatabases();
  await seedDatabase(databases.a.db, 'demo');
  const config = loadConfig({ CAPTCHA: 'off', DATA_DIR: '/tmp/pmc-test-unused' });
  one = await buildApp({ config, database: databases.a, logStream: false });
  two = await buildApp({ config, database: databases.b, logStream: false });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await databases?.close();
});

async function call<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<Envelope<T>> {
  const res = await app.inject(options);
  expect(res.statusCode).toBe(200);
  return res.json() as Envelope<T>;
}

async function signIn(app: FastifyInstance, account: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>(app, {
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.code).toBe(200);
  return answer.data.token;
}

const currentUser = (app: FastifyInstance, token: string) =>
  call<{ userInfo: { username: string } }>(app, {
    method: 'GET',
    url: '/admin-api/current_user',
    headers: { authorization: token },
  });

describe(`two server instances on one ${process.env.PMC_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a session made on one instance works on the other', async () => {
    const token = await signIn(one, 'staff', 'Staff@2026');
    const onOne = await currentUser(one, token);
    const onTwo = await currentUser(two, token);
    expect(onOne.code).toBe(200);
    expect(onTwo.code).toBe(200);
    expect(onTwo.data.userInfo).toEqual(onOne.data.userInfo);
  });

  it('a force-offline on one instance answers 602 on the other', async () => {
    const admin = await signIn(one, 'admin', 'Admin@2026');
    const victim = await signIn(two, 'newbie', '123456');
    expect((await currentUser(two, victim)).code).toBe(200);

    const online = await call<{ list: { id: string; account: string }[] }>(one, {
      method: 'GET',
      url: '/api/system/OnlineUser?currentPage=1&pageSize=100&keyword=newbie',
      headers: { authorization: admin },
    });
    expect(online.code).toBe(200);
    const sessions = online.data.list.filter((s) => s.account === 'newbie');
    expect(sessions).toHaveLength(1);

    const forced = await call(one, {
      method: 'DELETE',
      url: `/api/system/OnlineUser/${sessions[0]?.id}`,
      headers: { authorization: admin },
    });
    expect(forced.code).toBe(200);
    expect((await currentUser(two, victim)).code).toBe(602);
    expect((await currentUser(one, victim)).code).toBe(602);
    // The administrator's own session is untouched on both.
    expect((await currentUser(two, admin)).code).toBe(200);
  });

  it('a sign-out on one instance ends the token on the other (600)', async () => {
    const token = await signIn(two, 'staff', 'Staff@2026');
    expect((await currentUser(one, token)).code).toBe(200);
    const out = await call(two, {
      method: 'POST',
      url: '/admin-api/logout',
      headers: { authorization: token },
    });
    expect(out.code).toBe(200);
    expect((await currentUser(one, token)).code).toBe(600);
  });

  it('a user changed through one instance shows changed in the list the other already holds', async () => {
    const admin = await signIn(one, 'admin', 'Admin@2026');
    const list = (app: FastifyInstance) =>
      call<{ list: { account: string; realName: string }[] }>(app, {
        method: 'GET',
        url: '/admin-api/system/user?currentPage=1&pageSize=20&keyword=newbie',
        headers: { authorization: admin },
      });
    const before = await list(two);
    const newbie = (before.data.list as { id?: string; account: string }[]).find(
      (u) => u.account === 'newbie',
    );
    expect(newbie).toBeDefined();
    // Asked twice, so instance two holds the page.
    expect((await list(two)).data).toEqual(before.data);
    const detail = await call<Record<string, unknown>>(one, {
      method: 'GET',
      url: `/admin-api/system/user/${newbie?.id}`,
      headers: { authorization: admin },
    });
    const updated = await call(one, {
      method: 'PUT',
      url: `/admin-api/system/user/${newbie?.id}`,
      headers: { authorization: admin },
      // Only the fields the update takes (the contract refuses the record's read-only ones).
      payload: { realName: '改名之后', lastModifyTime: detail.data.lastModifyTime },
    });
    expect(updated.code).toBe(200);
    const after = await list(two);
    expect(after.data.list.find((u) => u.account === 'newbie')?.realName).toBe('改名之后');
  });
});
