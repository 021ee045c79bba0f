import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let positionId: string;

type Entry = { action: string; recordId: string; kind: string };

const byName = async (name: string, extra = '') =>
  (
    await server.api(
      'GET',
      `/admin-api/system/history?recordName=${encodeURIComponent(name)}${extra}&pageSize=50`,
      admin,
    )
  ).data.list as Entry[];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  const organizeId = depts.find((d: { enCode: string }) => d.enCode === 'pmc.office').id;
  const body = { fullName: '旧名称岗位', enCode: 'nameSearchPos', type: 'other', organizeId };
  await server.api('POST', '/api/permission/Position', admin, body);
  positionId = (await server.api('GET', '/api/permission/Position?keyword=nameSearchPos', admin)).data.list[0]
    .id;
  await server.api('PUT', `/api/permission/Position/${positionId}`, admin, {
    ...body,
    fullName: '新名称岗位',
  });
  await server.api('DELETE', `/api/permission/Position/${positionId}`, admin);
  await server.api('POST', '/admin-api/system/user', admin, {
    account: 'nameSeeker',
    realName: '寻名',
    organizeId,
  });
});
afterAll(() => server.close());

describe('audit search by record name', () => {
  it('finds the entries that keep a name: created, renamed (by old and new name), deleted', async () => {
    const old = await byName('旧名称');
    expect(old.every((e) => e.recordId === positionId)).toBe(true);
    expect(old.map((e) => e.action).sort()).toEqual(['create', 'update']);
    const renamed = await byName('新名称', '&kind=position');
    expect(renamed.map((e) => e.action).sort()).toEqual(['delete', 'update']);
    // A part of the name in the middle, and in any case for Latin names (the account of a user).
    expect((await byName('名称岗')).map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const users = await byName('NAMESEEK', '&kind=user');
    expect(users.map((e) => e.action)).toEqual(['create']);
    expect((await byName('寻名', '&kind=user')).map((e) => e.recordId)).toEqual([users[0]?.recordId]);
    expect(await byName('无此名称')).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await byName('%')).toEqual([]);
  });

  it('refuses a name longer than 100 characters with a 400 naming the field', async () => {
    const answer = await server.api('GET', `/admin-api/system/history?recordName=${'x'.repeat(101)}`, admin);
    expect(answer.code).toBe(400);
    expect(JSON.stringify(answer.data)).toContain('recordName');
  });

  it('reads the trigram index of the kept names, not the whole table', async () => {
    const plan = await server.database.db.transaction(async (tx) => {
      // On a small table the planner rightly prefers a scan: forbid it to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from record_history where record_names ilike ${'%名称岗%'}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
    });
    expect(plan.join('\n')).toContain('record_history_names_idx');
  });
});

describe('the history read in index order', () => {
  /** The plan of `statement` with scans forbidden, as the planner picks on a large table. */
  const planOf = (statement: ReturnType<typeof sql>) =>
    server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });

  // Newest first from the index itself: a sort would take every entry of the range (a week of a
  // province's history is about 96,000) to give one page of 20.
  it.each([
    ['the audit search of a time range', sql`created_at >= 0 and created_at <= ${Date.now()}`],
    ["one record's page", sql`kind = 'position' and record_id = ${'x'}`],
  ])('%s: newest first without a sort', async (_name, where) => {
    const plan = await planOf(
      sql`select id from record_history where ${where} order by created_at desc, id desc limit 20`,
    );
    expect(plan).toMatch(/Index (Only )?Scan Backward using record_history_(time|record)_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
