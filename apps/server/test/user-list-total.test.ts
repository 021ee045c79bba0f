import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

const counted = async () => {
  const [row] = await server.app.pmc.context.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? -1;
};
const total = async (query = '') =>
  (await server.api('GET', `/admin-api/system/user?pageSize=20${query}`, admin)).data.pagination.total;

describe('user list total', () => {
  it('stays exact through creates and deletes (trigger-kept count), on empty pages too', async () => {
    const before = await counted();
    expect(before).toBeGreaterThan(0);
    expect(await total()).toBe(before);
    const orgId = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list[0].id;
    const body = (account: string) => ({ account, realName: '计数', organizeId: orgId });
    for (const account of ['count1', 'count2']) {
      expect((await server.api('POST', '/admin-api/system/user', admin, body(account))).code).toBe(200);
    }
    expect(await total()).toBe(before + 2);
    expect(await total('&keyword=count')).toBe(2);
    // A page past the end has no row to carry the total: still exact.
    const past = await server.api('GET', '/admin-api/system/user?pageSize=20&currentPage=99', admin);
    expect(past.data).toMatchObject({ list: [], pagination: { total: before + 2 } });
    const filteredPast = await server.api(
      'GET',
      '/admin-api/system/user?pageSize=20&currentPage=5&keyword=count',
      admin,
    );
    expect(filteredPast.data).toMatchObject({ list: [], pagination: { total: 2 } });
    const created = (await server.api('GET', '/admin-api/system/user?keyword=count1', admin)).data.list[0];
    expect(created.organizeName).toBeTruthy();
    expect((await server.api('DELETE', `/admin-api/system/user/${created.id}`, admin)).code).toBe(200);
    expect(await total()).toBe(before + 1);
    expect(await counted()).toBe(before + 1);
  });
});
