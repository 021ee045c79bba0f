import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let orgs: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
});
afterAll(() => server.close());

/** Each organisation's kept count and its real one, where either is not zero. */
async function perOrganisation() {
  const db = server.database.db;
  const kept = await queryRows<{ id: string; n: string | number }>(
    db,
    sql`select organize_id as id, sum(n) as n from organize_user_counts group by 1 having sum(n) <> 0`,
  );
  const real = await queryRows<{ id: string; n: string | number }>(
    db,
    sql`select organize_id as id, count(*) as n from users where organize_id is not null group by 1`,
  );
  const asMap = (rows: { id: string; n: string | number }[]) =>
    Object.fromEntries(
      rows.map((row) => [row.id, Number(row.n)]).sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  return { kept: asMap(kept), real: asMap(real) };
}

const expectKeptEqualsReal = async () => {
  const { kept, real } = await perOrganisation();
  expect(kept).toEqual(real);
  return real;
};

describe('users per organisation kept by triggers (organize_user_counts)', () => {
  it('follow users created, moved and deleted through the API, and many at once in SQL', async () => {
    const seeded = await expectKeptEqualsReal();
    expect(Object.keys(seeded).length).toBeGreaterThan(1);
    const tech = orgs['pmc.it'] as string;
    const office = orgs['pmc.office'] as string;
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'oucmove',
      realName: '计数移',
      gender: 1,
      organizeId: tech,
    });
    expect(created.code, created.msg).toBe(200);
    const [moved] = (await server.api('GET', '/admin-api/system/user?keyword=oucmove', admin)).data.list;
    const row = (await server.api('GET', `/admin-api/system/user/${moved.id}`, admin)).data;
    const answer = await server.api('PUT', `/admin-api/system/user/${moved.id}`, admin, {
      organizeId: office,
      lastModifyTime: row.lastModifyTime,
    });
    expect(answer.code, answer.msg).toBe(200);
    const afterMove = await expectKeptEqualsReal();
    expect(afterMove[office]).toBe((seeded[office] ?? 0) + 1);
    expect(afterMove[tech]).toBe(seeded[tech]);
    // Writers at once, each on a connection of the pool.
    const together = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.api('POST', '/admin-api/system/user', admin, {
          account: `oucsame${i}`,
          realName: '同时',
          gender: 2,
          organizeId: i % 2 ? tech : office,
        }),
      ),
    );
    expect(together.map((one) => one.code)).toEqual(Array(6).fill(200));
    expect((await server.api('DELETE', `/admin-api/system/user/${moved.id}`, admin)).code).toBe(200);
    await expectKeptEqualsReal();
    const db = server.database.db;
    await db.execute(sql`insert into users (id, account, real_name, password_hash, organize_id, creator_time)
      select 'ouc' || g, 'oucbulk' || g, '批量', 'x',
        case g % 3 when 0 then ${tech} when 1 then ${office} else null end, ${Date.now()}
      from generate_series(1, 30) g`);
    await expectKeptEqualsReal();
    // Moved many at a time: to another organisation, out of every one, and back in.
    await db.execute(
      sql`update users set organize_id = ${tech} where id in ('ouc1', 'ouc4', 'ouc7', 'ouc2')`,
    );
    await db.execute(sql`update users set organize_id = null where id in ('ouc3', 'ouc6')`);
    await db.execute(sql`update users set organize_id = ${office} where id in ('ouc5', 'ouc8')`);
    // A write that leaves the organisation as it is counts nothing.
    await db.execute(sql`update users set organize_id = organize_id, sort_code = 3 where id like 'ouc%'`);
    await expectKeptEqualsReal();
    await db.execute(sql`delete from users where id like 'ouc%' and id <> 'ouc9'`);
    const end = await expectKeptEqualsReal();
    expect(end[tech]).toBe((seeded[tech] ?? 0) + 3 + 1);
  });

  it('start at nothing after a truncate', async () => {
    await server.database.db.execute(sql`truncate users cascade`);
    expect(await perOrganisation()).toEqual({ kept: {}, real: {} });
  });
});
