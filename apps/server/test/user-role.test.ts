import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
let orgs: Record<string, string>;
let staffRoleId: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
});
afterAll(() => server.close());

async function staffGrants() {
  return (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
}

describe('users', () => {
  let userId: string;
  it('creates a user with the default initial password, flagged weak', async () => {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'wangwu',
      realName: '王五',
      gender: 1,
      mobile: '13800000000',
      organizeId: orgs['pmc.office'],
      roleIds: [staffRoleId],
    });
    expect(created.code).toBe(200);
    // The keyword also finds 王五 the demo sysadmin by the name's pinyin: the new account is one row of it.
    const page = await server.api('GET', '/admin-api/system/user?keyword=wangwu', admin);
    const mine = page.data.list.filter((row: { account: string }) => row.account === 'wangwu');
    expect(mine).toHaveLength(1);
    userId = mine[0].id;
    expect(mine[0]).toMatchObject({
      realName: '王五',
      organizeName: '综合办公室',
      isWeakPwd: true,
      roleIds: [staffRoleId],
    });
    expect(JSON.stringify(page.data)).not.toContain('passwordHash');
    const token = await server.signIn('wangwu', '123456');
    expect((await server.api('GET', '/admin-api/current_user', token)).data.isWeakPwd).toBe(true);
  });

  it('refuses a duplicate account and a bad mobile, writing nothing', async () => {
    const body = { account: 'wangwu', realName: '重复', organizeId: orgs['pmc.office'] };
    expect(await server.api('POST', '/admin-api/system/user', admin, body)).toMatchObject({
      code: 400,
      msg: '账户“wangwu”已存在',
    });
    expect(
      await server.api('POST', '/admin-api/system/user', admin, {
        ...body,
        account: 'zhaoliu',
        mobile: '123',
      }),
    ).toMatchObject({ code: 400, msg: '手机格式不正确' });
    // 赵六 the demo secadmin answers the keyword by pinyin; no account zhaoliu was written.
    const found = await server.api('GET', '/admin-api/system/user?keyword=zhaoliu', admin);
    expect(found.data.list.filter((row: { account: string }) => row.account === 'zhaoliu')).toEqual([]);
  });

  it('disabling a user ends their sessions at once; enabling lets them sign in again', async () => {
    const token = await server.signIn('wangwu', '123456');
    expect((await server.api('PUT', `/api/permission/Users/${userId}/Actions/State`, admin)).code).toBe(200);
    expect((await server.api('GET', '/admin-api/current_user', token)).code).toBe(600);
    expect((await server.api('GET', `/admin-api/system/user/${userId}`, admin)).data.enabledMark).toBe(0);
    await server.api('PUT', `/api/permission/Users/${userId}/Actions/State`, admin);
    expect(await server.signIn('wangwu', '123456')).toBeTruthy();
  });

  it('resets a password: old one refused, sessions ended, flagged weak', async () => {
    const token = await server.signIn('wangwu', '123456');
    const reset = await server.api('POST', `/admin-api/system/user/reset_password/${userId}`, admin, {
      password: md5Hex('Reset@2026'),
    });
    expect(reset.code).toBe(200);
    expect((await server.api('GET', '/admin-api/current_user', token)).code).toBe(600);
    await expect(server.signIn('wangwu', '123456')).rejects.toThrow();
    expect(await server.signIn('wangwu', 'Reset@2026')).toBeTruthy();
  });

  it('protects administrators and the caller', async () => {
    const adminRow = (await server.api('GET', '/admin-api/system/user?keyword=admin', admin)).data.list[0];
    expect(await server.api('DELETE', `/admin-api/system/user/${adminRow.id}`, admin)).toMatchObject({
      code: 400,
      msg: '不能删除或禁用管理员账户',
    });
  });

  it('pickers answer nodes by parent and by keyword, and names by id', async () => {
    const top = await server.api('POST', '/api/permission/Users/ImUser/Selector/0', admin, {});
    expect(top.data.list[0]).toMatchObject({
      fullName: '党员关爱服务中心',
      type: 'company',
      hasChildren: true,
    });
    const office = await server.api(
      'POST',
      `/api/permission/Users/ImUser/Selector/${orgs['pmc.office']}`,
      admin,
      {},
    );
    expect(
      office.data.list.some(
        (n: { type: string; fullName: string }) => n.type === 'user' && n.fullName === '王五/wangwu',
      ),
    ).toBe(true);
    const search = await server.api('POST', '/api/permission/Users/ImUser/Selector/0', admin, {
      keyword: '王',
    });
    expect(search.data.list.map((n: { id: string }) => n.id)).toContain(userId);
    const names = await server.api('POST', '/api/permission/Users/getUserList', admin, { userId: [userId] });
    expect(names.data.list[0]).toMatchObject({ id: userId, realName: '王五' });
  });

  it('deletes a user', async () => {
    expect((await server.api('DELETE', `/admin-api/system/user/${userId}`, admin)).code).toBe(200);
    expect((await server.api('GET', `/admin-api/system/user/${userId}`, admin)).code).toBe(400);
  });
});

describe('roles', () => {
  it('creates, updates, toggles and deletes a role; refuses deleting a role in use', async () => {
    expect(
      (await server.api('POST', '/admin-api/system/role', admin, { fullName: '审计员', enCode: 'auditor' }))
        .code,
    ).toBe(200);
    const page = await server.api('GET', '/admin-api/system/role?keyword=auditor', admin);
    const role = page.data.list[0];
    expect(role).toMatchObject({ fullName: '审计员', userCount: 0, dataScope: 'all', enabledMark: 1 });
    expect(
      (
        await server.api('PUT', `/admin-api/system/role/${role.id}`, admin, {
          fullName: '审计',
          enCode: 'auditor',
        })
      ).code,
    ).toBe(200);
    await server.api('PUT', `/api/system/Role/${role.id}/Actions/State`, admin);
    expect((await server.api('GET', `/admin-api/system/role/${role.id}`, admin)).data).toMatchObject({
      fullName: '审计',
      enabledMark: 0,
    });
    expect((await server.api('DELETE', `/admin-api/system/role/${role.id}`, admin)).code).toBe(200);
    expect(await server.api('DELETE', `/admin-api/system/role/${staffRoleId}`, admin)).toMatchObject({
      code: 400,
    });
  });

  it('sync_permission applies at the next request of the role users, without signing in again', async () => {
    const grants = await staffGrants();
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const system = tree.find((n: { enCode: string }) => n.enCode === 'system');
    const userPage = system.children.find((n: { enCode: string }) => n.enCode === 'system.user');
    const removeButton = userPage.buttons.find((b: { enCode: string }) => b.enCode === 'btn_remove').id;
    const mobileColumn = userPage.columns.find((c: { enCode: string }) => c.enCode === 'mobile').id;

    const before = await server.api('GET', '/admin-api/system/user', staff);
    expect(before.data.list[0]).toHaveProperty('mobile');
    const next = {
      ...grants,
      buttons: [...grants.buttons, removeButton],
      columns: grants.columns.filter((id: string) => id !== mobileColumn),
    };
    expect(
      (await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, next)).code,
    ).toBe(200);

    const after = await server.api('GET', '/admin-api/system/user', staff);
    expect(after.code).toBe(200);
    expect(after.data.list[0]).not.toHaveProperty('mobile');
    expect(after.data.list[0]).toHaveProperty('account');
    const me = await server.api('GET', '/admin-api/current_user', staff);
    const perm = me.data.permissionList.find((p: { modelId: string }) => p.modelId === userPage.id);
    expect(perm.button.map((b: { enCode: string }) => b.enCode)).toContain('btn_remove');
    expect(perm.column.map((c: { enCode: string }) => c.enCode)).not.toContain('mobile');
  });

  it('sync_permission with a bad id stores nothing', async () => {
    const grants = await staffGrants();
    const bad = { ...grants, menus: [], buttons: ['no-such-item'] };
    expect(
      await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, bad),
    ).toMatchObject({ code: 400, msg: '按钮权限格式不正确' });
    expect(await staffGrants()).toEqual(grants);
  });

  it('data scope: own organisation, own organisation and below, own records, chosen organisations', async () => {
    const grants = await staffGrants();
    const sync = (dataScope: string, dataScopeOrgIds: string[] = []) =>
      server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
        ...grants,
        dataScope,
        dataScopeOrgIds,
      });
    const visible = async () => {
      const answer = await server.api('GET', '/admin-api/system/user?pageSize=100', staff);
      expect(answer.msg).toBe('操作成功');
      return answer.data.list.map((u: { account: string }) => u.account).sort();
    };

    await sync('org');
    expect(await visible()).toEqual(['staff']);
    await sync('custom', [orgs['pmc.care'] as string]);
    expect(await visible()).toEqual(['newbie', 'staff']);
    await sync('own');
    expect(await visible()).toEqual(['staff']);
    await sync('orgAndBelow');
    expect(await visible()).toEqual(['staff']);
    const newbie = (await server.api('GET', '/admin-api/system/user?keyword=newbie', admin)).data.list[0];
    expect(await server.api('GET', `/admin-api/system/user/${newbie.id}`, staff)).toMatchObject({
      code: 403,
    });
    await sync('all');
    // Every seeded account, the three duty accounts of 三员分立 among them.
    expect(await visible()).toEqual(['admin', 'auditor', 'newbie', 'secadmin', 'staff', 'sysadmin']);
  });
});
