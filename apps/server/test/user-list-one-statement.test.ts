import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows.ts';
import { sessions } from '../src/db/schema/index.ts';
import { hashToken } from '../src/security/session-token.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Administrators get the user list from one statement that also checks their session; everyone else
// from the regular handler. Staff, given data scope 'all' and every column, must see exactly what the
// admin sees, so the two paths are compared answer for answer.
let server: TestServer;
let admin: string;
let staff: string;
let staffRoleId: string;
let orgs: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
  // The tree's root, a company: not among the departments.
  const [root] = await queryRows<{ id: string }>(
    server.database.db,
    sql`select id from organizes where en_code = 'pmc'`,
  );
  orgs.pmc = root?.id as string;
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
  const grants = (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
  const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
  const system = tree.find((n: { enCode: string }) => n.enCode === 'system');
  const userPage = system.children.find((n: { enCode: string }) => n.enCode === 'system.user');
  const columns = userPage.columns.map((c: { id: string }) => c.id);
  const synced = await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
    ...grants,
    columns: [...new Set([...grants.columns, ...columns])],
    dataScope: 'all',
  });
  expect(synced.code).toBe(200);
  // Users with links, a disabled one, and names that sort apart.
  for (const [account, realName, enabledMark] of [
    ['onestat1', '甲一', 1],
    ['onestat2', '乙二', 0],
    ['onestat3', '丙三', 1],
  ] as const) {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account,
      realName,
      gender: 2,
      mobile: `1390000000${account.at(-1)}`,
      organizeId: orgs['pmc.office'],
      roleIds: [staffRoleId],
      enabledMark,
    });
    expect(created.code).toBe(200);
  }
});
afterAll(() => server.close());

describe('the user list of an administrator (one statement with the session check)', () => {
  it.each([
    '',
    '&keyword=onestat',
    '&keyword=%E4%B9%99',
    '&keyword=1390000000',
    '&keyword=no-such-user',
    '&keyword=50%25_off',
    '&enabledMark=0',
    '&enabledMark=1&keyword=onestat',
    '&sidx=realName&sort=desc',
    '&sidx=account',
    '&sidx=lastLoginTime&sort=desc&keyword=onestat',
    '&currentPage=2',
    '&currentPage=9',
    '&currentPage=9&keyword=onestat',
    '&organizeId=ORG_IT',
    '&organizeId=ORG_OFFICE&sidx=creatorTime&sort=desc',
    '&organizeId=no-such-org',
    '&organizeId=ORG_IT&currentPage=9',
    '&organizeId=ORG_ROOT',
    '&organizeId=ORG_ROOT&keyword=onestat',
    '&organizeId=ORG_ROOT&currentPage=2&sidx=account',
  ])('answers what the regular handler answers for %s', async (query) => {
    const url = `/admin-api/system/user?pageSize=20${query}`
      .replace('ORG_IT', orgs['pmc.it'] as string)
      .replace('ORG_OFFICE', orgs['pmc.office'] as string)
      .replace('ORG_ROOT', orgs.pmc as string);
    const fromStatement = await server.api('GET', url, admin);
    const regular = await server.api('GET', url, staff);
    expect(fromStatement.code).toBe(200);
    expect(fromStatement).toEqual(regular);
  });

  it('lists by the root as unfiltered, and a department past 10,000 by its exact kept count', async () => {
    const all = await server.api('GET', '/admin-api/system/user?pageSize=20', admin);
    const byRoot = await server.api(
      'GET',
      `/admin-api/system/user?pageSize=20&organizeId=${orgs.pmc}`,
      admin,
    );
    expect(byRoot.data).toEqual(all.data);
    const care = orgs['pmc.care'] as string;
    const url = (page: number, more = '') =>
      `/admin-api/system/user?pageSize=20&organizeId=${care}&currentPage=${page}${more}`;
    const before = (await server.api('GET', url(1), admin)).data.pagination.total;
    await server.database.db.execute(sql`insert into users (id, account, real_name, password_hash, organize_id, creator_time)
      select 'many' || g, 'many' || g, '众' || g, 'x', ${care}, ${Date.now()}::bigint + g from generate_series(1, 10050) g`);
    const total = before + 10_050;
    const last = Math.ceil(total / 20);
    for (const [page, more] of [
      [1, ''],
      [last, ''],
      [last - 1, '&sidx=account&sort=desc'],
    ] as const) {
      const fromStatement = await server.api('GET', url(page, more), admin);
      expect(fromStatement.data.pagination).toEqual({ currentPage: page, pageSize: 20, total });
      expect(fromStatement.data.list).toHaveLength(page === last ? total - (last - 1) * 20 : 20);
      expect(fromStatement).toEqual(await server.api('GET', url(page, more), staff));
    }
    // With another filter the matches are counted, up to the cap.
    const counted = await server.api('GET', url(1, '&enabledMark=1'), admin);
    expect(counted.data.pagination).toMatchObject({ total: 10_000, capped: true });
    expect(counted).toEqual(await server.api('GET', url(1, '&enabledMark=1'), staff));
  });

  it('sends its JSON text with the same type and message language as the regular path', async () => {
    const get = (token: string, language: string) =>
      server.app.inject({
        method: 'GET',
        url: '/admin-api/system/user?pageSize=20&keyword=onestat',
        headers: { authorization: token, 'accept-language': language },
      });
    for (const language of ['en', 'zh-TW']) {
      const [fast, regular] = await Promise.all([get(admin, language), get(staff, language)]);
      expect(fast.headers['content-type']).toBe(regular.headers['content-type']);
      expect(fast.json()).toEqual(regular.json());
    }
    expect((await get(admin, 'en')).json().msg).toBe('Success');
  });

  it('answers the same refusals as the regular path', async () => {
    expect(await server.api('GET', '/admin-api/system/user?sidx=password_hash', admin)).toMatchObject({
      code: 400,
    });
    expect(await server.api('GET', '/admin-api/system/user?pageSize=7', admin)).toMatchObject({ code: 400 });
    expect(await server.api('GET', '/admin-api/system/user?pageSize=7', 'not-a-token')).toMatchObject({
      code: 600,
    });
    expect(await server.api('GET', '/admin-api/system/user', 'not-a-token')).toMatchObject({ code: 600 });
  });

  it('checks the session in the same statement: a forced-offline admin gets 602 at once', async () => {
    const second = await server.signIn('admin', 'Admin@2026');
    expect((await server.api('GET', '/admin-api/system/user', second)).code).toBe(200);
    await server.app.pmc.context.db
      .update(sessions)
      .set({ revokedReason: 'forced', revokedAt: Date.now() })
      .where(eq(sessions.tokenHash, hashToken(second)));
    expect((await server.api('GET', '/admin-api/system/user', second)).code).toBe(602);
    expect((await server.api('GET', '/admin-api/system/user', admin)).code).toBe(200);
  });
});
