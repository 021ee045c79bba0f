import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.ts';
import { countedTables } from '../src/db/schema/table-counts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

/** The kept count and the real one of each counted table. */
async function counts() {
  const db = server.database.db;
  const kept = await queryRows<{ table_name: string; n: string | number }>(
    db,
    sql`select table_name, sum(n) as n from table_counts group by table_name`,
  );
  const result: Record<string, { kept: number; real: number }> = {};
  for (const table of countedTables) {
    const [real] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table)}`,
    );
    result[table] = {
      kept: Number(kept.find((row) => row.table_name === table)?.n ?? Number.NaN),
      real: Number(real?.n),
    };
  }
  return result;
}

const expectKeptEqualsReal = async () => {
  for (const [table, { kept, real }] of Object.entries(await counts()))
    expect(kept, `${table}: kept ${kept}, count(*) ${real}`).toBe(real);
};

describe('row counts kept by statement triggers (table_counts)', () => {
  it('follow rows added and removed many at a time, through the API and in SQL', async () => {
    await expectKeptEqualsReal();
    const db = server.database.db;
    const now = Date.now();
    // A negative seq keeps the audit sealer off these log rows.
    await db.execute(sql`insert into roles (id, full_name, en_code, creator_time)
      select 'tc-r' || g, '计数' || g, 'tc-r' || g, ${now} from generate_series(1, 30) g`);
    await db.execute(sql`insert into operation_logs (id, account, method, path, summary, ip, duration_ms, created_at, seq)
      select 'tc-o' || g, 'counter', 'GET', '/tc', 'tc', '10.0.0.1', 1, ${now}, -g from generate_series(1, 40) g`);
    await db.execute(sql`insert into login_logs (id, account, ip, success, message, created_at, seq)
      select 'tc-l' || g, 'counter', '10.0.0.1', false, 'x', ${now}, -g from generate_series(1, 25) g`);
    const created = await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '计数角色',
      enCode: 'tcApi',
      type: 'user',
    });
    expect(created.code, created.msg).toBe(200);
    // Writers at once, each on a connection of the pool: each adds to its connection's shard.
    const together = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        server.api('POST', '/admin-api/system/role', admin, {
          fullName: `同时${i}`,
          enCode: `tcTogether${i}`,
          type: 'user',
        }),
      ),
    );
    expect(together.map((answer) => answer.code)).toEqual(Array(8).fill(200));
    await server.signIn('staff', 'Staff@2026');
    await expectKeptEqualsReal();
    await db.execute(sql`delete from roles where id like 'tc-r%' and id <> 'tc-r1'`);
    await db.execute(sql`delete from operation_logs where id like 'tc-o%'`);
    await expectKeptEqualsReal();
    const before = await counts();
    expect(before.roles?.real).toBeGreaterThan(2);
  });

  it('give the unfiltered role list and both logs their exact total, and filtered ones a count', async () => {
    const real = await counts();
    for (const [url, table] of [
      ['/admin-api/system/role', 'roles'],
      ['/api/permission/OperationLog', 'operation_logs'],
      ['/api/permission/SignInLog', 'login_logs'],
    ] as const) {
      const answer = await server.api<{ list: unknown[]; pagination: { total: number } }>('GET', url, admin);
      expect(answer.code, answer.msg).toBe(200);
      expect(answer.data.pagination.total, url).toBe(real[table]?.real);
    }
    const filtered = await server.api<{ pagination: { total: number } }>(
      'GET',
      '/admin-api/system/role?keyword=tc-r1',
      admin,
    );
    expect(filtered.data.pagination.total).toBe(1);
  });

  it('start at nothing after a truncate', async () => {
    await server.database.db.execute(sql`truncate login_logs`);
    const { login_logs } = await counts();
    expect(login_logs).toEqual({ kept: 0, real: 0 });
  });
});
