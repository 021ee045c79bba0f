import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

// An administrator's user pages are kept per instance with the 'user_list' change counter they were
// built at. Writing with the counter's trigger switched off proves a page is served from memory; every
// kind of write with the trigger on must show at once.
let server: TestServer;
let admin: string;

interface Row {
  id: string;
  account: string;
  realName: string;
  organizeName: string | null;
  roleIds: string[];
  positionIds: string[];
}
const URL_ = '/admin-api/system/user?currentPage=1&pageSize=20&keyword=cache';
const page = async (s: TestServer = server, token = admin, url = URL_) => {
  const answer = await s.api<{ list: Row[]; pagination: { total: number } }>('GET', url, token);
  expect(answer.code).toBe(200);
  return answer.data;
};
const run = (s: TestServer, text: string) => s.app.pmc.context.db.execute(sql.raw(text));

let userId: string;
let orgId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgId = depts.find((d: { enCode: string }) => d.enCode === 'pmc.office').id;
  for (const account of ['cache1', 'cache2']) {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account,
      realName: `缓存${account.at(-1)}`,
      gender: 1,
      organizeId: orgId,
    });
    expect(created.code).toBe(200);
  }
  userId = (await page()).list.find((u) => u.account === 'cache1')?.id as string;
});
afterAll(() => server.close());

describe('the kept user pages of an administrator', () => {
  it('are sent again while nothing changed, and rebuilt once the counter moves', async () => {
    const before = await page();
    await run(server, 'alter table users disable trigger users_user_list_change');
    try {
      await run(server, `update users set real_name = '悄悄改名' where id = '${userId}'`);
      expect(await page()).toEqual(before);
    } finally {
      await run(server, 'alter table users enable trigger users_user_list_change');
    }
    await run(server, `update change_counters set n = n + 1 where name = 'user_list'`);
    expect((await page()).list.find((u) => u.id === userId)?.realName).toBe('悄悄改名');
  });

  it.each([
    [
      'a user row',
      (id: string) => `update users set real_name = '又改名' where id = '${id}'`,
      'realName',
      '又改名',
    ],
    [
      'a role link',
      (id: string) => `insert into user_roles (user_id, role_id) select '${id}', id from roles limit 1`,
      'roleIds',
      1,
    ],
    [
      'a position link',
      (id: string) =>
        `insert into user_positions (user_id, position_id) select '${id}', id from positions limit 1`,
      'positionIds',
      1,
    ],
    [
      'an organisation',
      () => `update organizes set full_name = '改名的部门' where id = '${orgId}'`,
      'organizeName',
      '改名的部门',
    ],
  ] as const)('show a change to %s at once', async (_what, write, field, expected) => {
    await page();
    await page();
    await run(server, write(userId));
    const value = (await page()).list.find((u) => u.id === userId)?.[field];
    expect(Array.isArray(value) ? value.length : value).toBe(expected);
  });

  it('show a created and a deleted user at once, with the total', async () => {
    const before = await page();
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'cache3',
      realName: '缓存3',
      gender: 2,
      organizeId: orgId,
    });
    expect(created.code).toBe(200);
    const grown = await page();
    expect(grown.pagination.total).toBe(before.pagination.total + 1);
    const added = grown.list.find((u) => u.account === 'cache3');
    expect((await server.api('DELETE', `/admin-api/system/user/${added?.id}`, admin)).code).toBe(200);
    const shrunk = await page();
    expect(shrunk.pagination.total).toBe(before.pagination.total);
    expect(shrunk.list.some((u) => u.account === 'cache3')).toBe(false);
  });

  it('are not kept with LIST_CACHE_MB=0', async () => {
    const uncached = await startTestServer({ LIST_CACHE_MB: '0' });
    try {
      const token = await uncached.signIn('admin', 'Admin@2026');
      const url = '/admin-api/system/user?currentPage=1&pageSize=20&keyword=admin';
      const before = await page(uncached, token, url);
      const id = before.list.find((u) => u.account === 'admin')?.id;
      await run(uncached, 'alter table users disable trigger users_user_list_change');
      try {
        await run(uncached, `update users set description = 'seen' where id = '${id}'`);
        const after = await page(uncached, token, url);
        expect(after.list.find((u) => u.id === id)).toMatchObject({ description: 'seen' });
      } finally {
        await run(uncached, 'alter table users enable trigger users_user_list_change');
      }
    } finally {
      await uncached.close();
    }
  });
});
