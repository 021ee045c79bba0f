import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
let staffRoleId: string;
let users: Record<string, string>;
let orgs: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
  const list = (await server.api('GET', '/admin-api/system/user?pageSize=100', admin)).data.list;
  users = Object.fromEntries(list.map((u: { account: string; id: string }) => [u.account, u.id]));
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
});
afterAll(() => server.close());

const staffGrants = async () =>
  (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
const syncStaff = async (change: Record<string, unknown>) =>
  server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
    ...(await staffGrants()),
    ...change,
  });

describe('role members and type', () => {
  it('lists, adds and removes the holders of a role', async () => {
    await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '审计员',
      enCode: 'auditor2',
      type: 'system',
    });
    const role = (await server.api('GET', '/admin-api/system/role?type=system', admin)).data.list[0];
    expect(role.enCode).toBe('auditor2');
    expect(
      (await server.api('GET', '/admin-api/system/role?type=organize', admin)).data.pagination.total,
    ).toBe(0);
    const url = `/admin-api/system/role/${role.id}/users`;
    expect((await server.api('POST', url, admin, { userIds: [users.staff, users.newbie] })).code).toBe(200);
    const page = await server.api('GET', `${url}?keyword=new`, admin);
    expect(page.data.list.map((m: { account: string }) => m.account)).toEqual(['newbie']);
    expect((await server.api('GET', url, admin)).data.pagination.total).toBe(2);
    expect((await server.api('POST', `${url}/remove`, admin, { userIds: [users.newbie] })).code).toBe(200);
    expect(
      (await server.api('GET', url, admin)).data.list.map((m: { account: string }) => m.account),
    ).toEqual(['staff']);
    expect(await server.api('POST', url, admin, { userIds: ['nobody'] })).toMatchObject({ code: 400 });
    await server.api('POST', `${url}/remove`, admin, { userIds: [users.staff] });
  });

  it('refuses staff without the edit button, and outside their data scope', async () => {
    const role = (await server.api('GET', '/admin-api/system/role?keyword=auditor2', admin)).data.list[0];
    const url = `/admin-api/system/role/${role.id}/users`;
    expect(await server.api('POST', url, staff, { userIds: [users.newbie] })).toMatchObject({ code: 403 });
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const rolePage = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { enCode: string }) => n.enCode === 'system.role');
    const edit = rolePage.buttons.find((b: { enCode: string }) => b.enCode === 'btn_edit').id;
    const grants = await staffGrants();
    await syncStaff({ buttons: [...grants.buttons, edit], dataScope: 'org' });
    // newbie sits in pmc.care, staff in pmc.it.dev: outside "own organisation".
    expect(await server.api('POST', url, staff, { userIds: [users.newbie] })).toMatchObject({ code: 403 });
    expect(await server.api('POST', url, staff, { userIds: [users.admin] })).toMatchObject({ code: 403 });
    // Never more rights than the caller holds: not even to itself, a role it does not hold.
    expect(await server.api('POST', url, staff, { userIds: [users.staff] })).toMatchObject({ code: 403 });
    // Its own role it hands on inside its scope.
    await server.api('POST', '/admin-api/system/user', admin, {
      account: 'devhelper',
      realName: '开发助手',
      organizeId: orgs['pmc.it.dev'],
    });
    const helper = (await server.api('GET', '/admin-api/system/user?keyword=devhelper', admin)).data.list[0]
      .id;
    const own = `/admin-api/system/role/${staffRoleId}/users`;
    expect((await server.api('POST', own, staff, { userIds: [helper] })).code).toBe(200);
    expect((await server.api('POST', `${own}/remove`, staff, { userIds: [helper] })).code).toBe(200);
    await syncStaff({ buttons: grants.buttons, dataScope: 'all' });
  });
});

describe('delegated administrators (分级管理)', () => {
  it('is guarded by its own page, and its rights widen the data scope per action', async () => {
    const url = `/api/permission/organizeAdminIsTrator/${orgs['pmc.care']}`;
    // staff holds the organisation page but not 分级管理.
    expect(await server.api('GET', url, staff)).toMatchObject({ code: 403 });
    await syncStaff({ dataScope: 'own' });
    const visible = async () =>
      (await server.api('GET', '/admin-api/system/user?pageSize=100', staff)).data.list.map(
        (u: { account: string }) => u.account,
      );
    expect(await visible()).toEqual(['staff']);
    const entry = { userId: users.staff, canView: false, canAdd: false, canEdit: true, canRemove: false };
    expect((await server.api('PUT', url, admin, { list: [entry] })).code).toBe(200);
    const stored = (await server.api('GET', url, admin)).data.list;
    // Editing implies viewing.
    expect(stored).toEqual([
      expect.objectContaining({ account: 'staff', canView: true, canEdit: true, canAdd: false }),
    ]);
    expect((await visible()).sort()).toEqual(['newbie', 'staff']);
    // The edit right lets staff (who holds the user page's btn_edit) change newbie; view alone would not.
    const newbieState = `/api/permission/Users/${users.newbie}/Actions/State`;
    expect((await server.api('PUT', newbieState, staff)).code).toBe(200);
    const viewOnly = { ...entry, canEdit: false, canView: true };
    expect((await server.api('PUT', url, admin, { list: [viewOnly] })).code).toBe(200);
    expect((await server.api('PUT', newbieState, staff)).code).toBe(403);
    expect((await server.api('PUT', newbieState, admin)).code).toBe(200);
    expect((await server.api('PUT', url, admin, { list: [] })).code).toBe(200);
    expect(await visible()).toEqual(['staff']);
    await syncStaff({ dataScope: 'all' });
  });
});

describe('sign-in and operation logs', () => {
  it('records refused and failed changes with translated titles', async () => {
    await server.api('DELETE', `/admin-api/system/role/${staffRoleId}`, staff); // no btn_remove: 403
    await server.api('DELETE', `/admin-api/system/role/${staffRoleId}`, admin); // in use: 400
    const zh = await server.api('GET', '/api/permission/OperationLog?account=staff&result=refused', admin);
    expect(zh.data.list[0]).toMatchObject({
      account: 'staff',
      result: 'refused',
      code: 403,
      method: 'DELETE',
      title: '角色管理 · 删除',
    });
    const en = await server.call({
      method: 'GET',
      url: '/api/permission/OperationLog?account=admin&result=failed',
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect((en.data as { list: unknown[] }).list[0]).toMatchObject({
      result: 'failed',
      code: 400,
      title: 'Roles · Delete',
    });
  });

  it('shows each reader the rows of users in their data scope; filters by time, account and result', async () => {
    const before = Date.now();
    await server.call({
      method: 'POST',
      url: '/admin-api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=newbie&password=0123456789abcdef0123456789abcdef&code=&sys_captcha=',
    });
    const all = await server.api('GET', '/api/permission/SignInLog?result=failure', admin);
    expect(all.data.list.map((r: { account: string }) => r.account)).toContain('newbie');
    const recent = await server.api('GET', `/api/permission/SignInLog?startTime=${before}`, admin);
    expect(
      recent.data.list.map((r: { account: string; success: boolean }) => [r.account, r.success]),
    ).toEqual([['newbie', false]]);
    // Staff's role sees every organisation: every user's rows.
    const wide = await server.api('GET', '/api/permission/SignInLog?pageSize=100', staff);
    expect(wide.data.list.map((r: { account: string }) => r.account)).toContain('admin');
    // Narrowed to their own records, staff read only their own rows.
    await syncStaff({ dataScope: 'own' });
    try {
      const own = await server.api('GET', '/api/permission/SignInLog?pageSize=100', staff);
      expect(new Set(own.data.list.map((r: { account: string }) => r.account))).toEqual(new Set(['staff']));
      const ownOps = await server.api('GET', '/api/permission/OperationLog?pageSize=100', staff);
      expect(new Set(ownOps.data.list.map((r: { account: string }) => r.account))).toEqual(
        new Set(['staff']),
      );
    } finally {
      await syncStaff({ dataScope: 'all' });
    }
    const en = await server.call({
      method: 'GET',
      url: `/api/permission/SignInLog?startTime=${before}`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect((en.data as { list: { message: string }[] }).list[0]?.message).toMatch(
      /^Wrong account or password/,
    );
    expect(await server.api('GET', '/api/permission/SignInLog?startTime=x', admin)).toMatchObject({
      code: 400,
    });
  });

  it('sorts by a whitelisted column and refuses any other', async () => {
    const accounts = async (sort: string) =>
      (
        await server.api('GET', `/api/permission/SignInLog?pageSize=500&sidx=account&sort=${sort}`, admin)
      ).data.list.map((r: { account: string }) => r.account);
    const ascending = await accounts('asc');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort());
    expect(await accounts('desc')).toEqual([...ascending].reverse());
    expect(await server.api('GET', '/api/permission/OperationLog?sidx=summary', admin)).toMatchObject({
      code: 400,
      msg: '不支持按summary排序',
    });
  });
});
