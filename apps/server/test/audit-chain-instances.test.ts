import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { checkAuditChain } from '../src/audit/check-audit-chain.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { type OpenedDatabase, openDatabase } from '../src/db/open-database.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import type { Envelope } from './support/test-server.ts';

/**
 * Two server instances over one database. With PMC_TEST_DATABASE_URL each instance has its own
 * connection pool on a fresh PostgreSQL database (as two processes behind a load balancer would);
 * without it both share one in-memory PGlite, the only way two instances can reach one PGlite.
 * Either way each instance runs its own sealer, as two processes would.
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

async function signIn(app: FastifyInstance, account: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const answer = res.json() as Envelope<{ token: string }>;
  expect(answer.code).toBe(200);
  return answer.data.token;
}

async function createRole(app: FastifyInstance, token: string, code: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/admin-api/system/role',
    headers: { authorization: token },
    payload: { fullName: `并发${code}`, enCode: code, type: 'user' },
  });
  expect((res.json() as Envelope).code).toBe(200);
}

const count = async (table: string) =>
  (
    (await databases.a.db.execute(
      sql`select count(*)::int as n, count(seq)::int as sealed from ${sql.identifier(table)}`,
    )) as unknown as { rows: { n: number; sealed: number }[] }
  ).rows[0];

describe('the audit chain with two instances writing at once', () => {
  it('stays one valid chain per log, every entry sealed once', async () => {
    const [tokenOne, tokenTwo] = [
      await signIn(one, 'admin', 'Admin@2026'),
      await signIn(two, 'admin', 'Admin@2026'),
    ];
    // Changes, sign-ins and seals on both instances at once: each instance's sealer runs after its own
    // writes, and the two race for each log's lock.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const app = i % 2 ? one : two;
        if (i % 6 === 5) return signIn(app, 'staff', 'Staff@2026');
        if (i % 6 === 4) return app.pmc.context.audit?.sealAll();
        return createRole(app, i % 2 ? tokenOne : tokenTwo, `multi${i}`);
      }),
    );
    await Promise.all([one.pmc.context.audit?.sealAll(), two.pmc.context.audit?.sealAll()]);
    for (const [log, table] of [
      ['operation', 'operation_logs'],
      ['sign-in', 'login_logs'],
      ['history', 'record_history'],
    ] as const) {
      const rows = await count(table);
      expect(rows?.sealed).toBe(rows?.n);
      const check = await checkAuditChain(databases.b.db, log);
      expect(check).toMatchObject({ intact: true, fault: null, pending: 0, checked: rows?.n });
    }
  });
});
