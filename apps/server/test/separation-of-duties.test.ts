import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, operationLogs, organizes, roles, users } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const POLICY = '/api/system/SecurityPolicy';

let server: TestServer;
let admin: string;
let sysadmin: string;
let secadmin: string;
let auditor: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  sysadmin = await server.signIn('sysadmin', 'Sysadmin@2026');
  secadmin = await server.signIn('secadmin', 'Secadmin@2026');
  auditor = await server.signIn('auditor', 'Auditor@2026');
});
afterAll(() => server.close());

const db = () => server.database.db;
async function idOf(
  table: typeof roles | typeof users | typeof menus,
  column: 'enCode' | 'account',
  value: string,
) {
  const col = column === 'account' ? users.account : (table as typeof roles).enCode;
  const [row] = await db().select({ id: table.id }).from(table).where(eq(col, value));
  if (!row) throw new Error(`no ${value}`);
  return row.id;
}
const roleId = (code: string) => idOf(roles, 'enCode', code);
const userId = (account: string) => idOf(users, 'account', account);
const menuId = (code: string) => idOf(menus, 'enCode', code);
const grants = (token: string, role: string) =>
  server.api('GET', `/admin-api/system/role/permission/${role}`, token).then((a) => a.data);
const setPolicy = (body: object, language = 'zh') =>
  server.call({
    method: 'PUT',
    url: POLICY,
    headers: { authorization: admin, 'accept-language': language },
    payload: body,
  });
const setRoleState = (id: string, enabledMark: 0 | 1) =>
  server.api('PUT', `/api/system/Role/${id}/Actions/State`, admin, { enabledMark });

describe('三员分立: each duty account reaches its own pages only, whatever the menu shows', () => {
  it('the auditor reads the three logs and nothing else, and writes nothing', async () => {
    expect((await server.api('GET', '/api/permission/OperationLog', auditor)).code).toBe(200);
    expect((await server.api('GET', '/api/permission/SignInLog', auditor)).code).toBe(200);
    for (const url of ['/admin-api/system/user', '/admin-api/system/role', POLICY])
      expect((await server.api('GET', url, auditor)).code, url).toBe(403);
    expect(
      (await server.api('POST', '/admin-api/system/role', auditor, { fullName: 'x', enCode: 'x' })).code,
    ).toBe(403);
    expect((await server.api('PUT', POLICY, auditor, { watermark: true })).code).toBe(403);
  });

  it('the security administrator grants a role, but may not edit a user', async () => {
    const created = await server.api('POST', '/admin-api/system/role', secadmin, {
      fullName: '值班员',
      enCode: 'onDuty',
      type: 'user',
    });
    expect(created.code).toBe(200);
    const role = await roleId('onDuty');
    const granted = await server.api('POST', `/admin-api/system/role/sync_permission/${role}`, secadmin, {
      menus: [await menuId('system'), await menuId('system.onlineUser')],
      buttons: [],
      columns: [],
      forms: [],
      dataScope: 'own',
      dataScopeOrgIds: [],
    });
    expect(granted.code).toBe(200);
    expect((await grants(admin, role)).menus).toHaveLength(2);
    const staff = await userId('staff');
    expect((await server.api('GET', `/admin-api/system/user/${staff}`, secadmin)).code).toBe(403);
    expect(
      (await server.api('PUT', `/admin-api/system/user/${staff}`, secadmin, { mobile: '13800000000' })).code,
    ).toBe(403);
  });

  it('the system administrator manages users but neither roles nor logs', async () => {
    expect((await server.api('GET', '/admin-api/system/user', sysadmin)).code).toBe(200);
    expect((await server.api('GET', '/admin-api/system/role', sysadmin)).code).toBe(403);
    expect((await server.api('GET', '/api/permission/OperationLog', sysadmin)).code).toBe(403);
  });
});

describe('三员分立: audited reads', () => {
  it("the auditor's reads of the logs go into the operation log, with the filters asked", async () => {
    const answer = await server.api(
      'GET',
      '/api/permission/SignInLog?account=staff&currentPage=1&pageSize=20',
      auditor,
    );
    expect(answer.code).toBe(200);
    const rows = await db()
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.account, 'auditor'), eq(operationLogs.method, 'GET')));
    expect(rows.map((r) => [r.menuCode, r.path])).toContainEqual([
      'permission.signInLog',
      '/api/permission/SignInLog?account=staff&currentPage=1&pageSize=20',
    ]);
    // Visible to the auditor on 操作日志 like any entry.
    const listed = await server.api('GET', '/api/permission/OperationLog?account=auditor', auditor);
    expect(listed.data.list.some((r: { path: string }) => r.path.includes('account=staff'))).toBe(true);
  });

  it("an administrator's reads are not logged while the duties are not kept apart", async () => {
    await server.api('GET', '/admin-api/system/role', admin);
    const rows = await db()
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.account, 'admin'), eq(operationLogs.method, 'GET')));
    expect(rows).toEqual([]);
  });
});

describe('三员分立: the switch', () => {
  it('cannot be turned on while an account holds two duties; the policy lists them', async () => {
    const policy = await server.api('GET', POLICY, admin);
    expect(policy.data.separationOfDuties).toBe(false);
    // staff (and newbie, same role) hold system pages, roles and the logs; admin is the break-glass account.
    expect(policy.data.dutyConflicts).toEqual([
      { account: 'newbie', realName: '李四', duties: ['system', 'security', 'audit'] },
      { account: 'staff', realName: '张三', duties: ['system', 'security', 'audit'] },
    ]);
    const refused = await setPolicy({ separationOfDuties: true });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('2个账号');
    expect(refused.msg).toContain('newbie, staff');
    const en = await setPolicy({ separationOfDuties: true }, 'en');
    expect(en.msg).toContain('Separation of duties cannot be turned on: 2 accounts');
    expect((await server.api('GET', POLICY, admin)).data.separationOfDuties).toBe(false);
  });

  describe('while on', () => {
    let staffRole: string;
    beforeAll(async () => {
      staffRole = await roleId('staff');
      expect((await setRoleState(staffRole, 0)).code).toBe(200);
      expect((await server.api('GET', POLICY, admin)).data.dutyConflicts).toEqual([]);
      expect((await setPolicy({ separationOfDuties: true })).code).toBe(200);
    });
    afterAll(async () => {
      expect((await setPolicy({ separationOfDuties: false })).code).toBe(200);
      expect((await setRoleState(staffRole, 1)).code).toBe(200);
    });

    it('is saved with its history', async () => {
      const policy = await server.api('GET', POLICY, admin);
      expect(policy.data.separationOfDuties).toBe(true);
    });

    it('refuses a grant that gives a role pages of two duties, naming the role and the duties', async () => {
      const role = await roleId('dutySecurity');
      const before = await grants(admin, role);
      const body = { ...before, menus: [...before.menus, await menuId('system.user')] };
      const zh = await server.call({
        method: 'POST',
        url: `/admin-api/system/role/sync_permission/${role}`,
        headers: { authorization: admin },
        payload: body,
      });
      expect(zh).toMatchObject({
        code: 400,
        msg: '三员分立：角色“安全管理员”不能同时拥有系统管理与安全管理权限',
      });
      const en = await server.call({
        method: 'POST',
        url: `/admin-api/system/role/sync_permission/${role}`,
        headers: { authorization: admin, 'accept-language': 'en' },
        payload: body,
      });
      expect(en.msg).toBe(
        'Separation of duties: the role "安全管理员" cannot hold both system administration and security administration rights',
      );
      expect((await grants(admin, role)).menus.sort()).toEqual([...before.menus].sort());
    });

    it('refuses membership, a user’s roles and delegation that combine duties, and writes none of it', async () => {
      const [sys, audit, sysadminId, secadminId] = [
        await roleId('dutySystem'),
        await roleId('dutyAudit'),
        await userId('sysadmin'),
        await userId('secadmin'),
      ];
      const joined = await server.api('POST', `/admin-api/system/role/${audit}/users`, admin, {
        userIds: [sysadminId],
      });
      expect(joined).toMatchObject({
        code: 400,
        msg: '三员分立：该操作将使账号“sysadmin”同时拥有系统管理与安全审计权限',
      });
      const roles = await server.api('PUT', `/admin-api/system/user/${secadminId}`, admin, {
        roleIds: [sys, await roleId('dutySecurity')],
      });
      expect(roles.msg).toBe('三员分立：该操作将使账号“secadmin”同时拥有系统管理与安全管理权限');
      const [pmc] = await db()
        .select({ id: organizes.id })
        .from(organizes)
        .where(eq(organizes.enCode, 'pmc'));
      const delegated = await server.api('PUT', `/api/permission/organizeAdminIsTrator/${pmc?.id}`, admin, {
        list: [{ userId: secadminId, canView: true, canAdd: false, canEdit: true, canRemove: false }],
      });
      expect(delegated.msg).toBe('三员分立：该操作将使账号“secadmin”同时拥有系统管理与安全管理权限');
      // Switching the staff role back on would give staff three duties again.
      expect((await setRoleState(staffRole, 1)).code).toBe(400);
      // Nothing of it was stored.
      const members = await server.api('GET', `/admin-api/system/role/${audit}/users`, admin);
      expect(members.data.list.map((m: { account: string }) => m.account)).toEqual(['auditor']);
      const info = await server.api('GET', `/admin-api/system/user/${secadminId}`, admin);
      expect(info.data.roleIds).toEqual([await roleId('dutySecurity')]);
      expect(
        (await server.api('GET', `/api/permission/organizeAdminIsTrator/${pmc?.id}`, admin)).data.list ?? [],
      ).toEqual([]);
    });

    it('logs every read of the administrator, the break-glass account, while on', async () => {
      await server.api('GET', '/admin-api/system/role?keyword=duty', admin);
      // The user list's fast path for administrators too.
      await server.api('GET', '/admin-api/system/user?keyword=staff', admin);
      const rows = await db()
        .select()
        .from(operationLogs)
        .where(and(eq(operationLogs.account, 'admin'), eq(operationLogs.method, 'GET')));
      expect(rows.map((r) => r.path)).toEqual(
        expect.arrayContaining([
          '/admin-api/system/role?keyword=duty',
          '/admin-api/system/user?keyword=staff',
        ]),
      );
    });
  });
});
