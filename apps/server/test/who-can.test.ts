import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema/index.ts';
import { fewHolderIds, whoCanPage } from '../src/modules/who-can/who-can-query.ts';
import type { DataScopeFilter } from '../src/permissions/data-scope.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
let staffRoleId: string;
let userPageId: string;
let orgs: Record<string, string>;
let ids: Record<string, string>;

interface Holder {
  account: string;
  administrator: boolean;
  roles: { fullName: string; dataScope: string }[];
  delegatedOrganizes: { fullName: string }[];
}

const WHO = '/admin-api/system/authorize/who_can';
const who = (query: string, token = admin) => server.api('GET', `${WHO}?${query}`, token);
const accounts = (list: Holder[]) => list.map((h) => h.account);
const staffGrants = async () =>
  (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
const syncStaff = async (change: Record<string, unknown>) => {
  const answer = await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
    ...(await staffGrants()),
    ...change,
  });
  expect(answer.code).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
  const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
  const system = tree.find((n: { enCode: string }) => n.enCode === 'system');
  userPageId = system.children.find((n: { enCode: string }) => n.enCode === 'system.user').id;
  const list = (await server.api('GET', '/admin-api/system/user?pageSize=100', admin)).data.list;
  ids = Object.fromEntries(list.map((u: { account: string; id: string }) => [u.account, u.id]));
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
});
afterAll(() => server.close());

describe('who can do this', () => {
  it('lists the holders of a button through their roles, administrators as such', async () => {
    // 修改 (btn_edit) of 用户管理: the seeded staff role holds it, and the system duty's sysadmin;
    // 删除 (btn_remove) staff does not.
    const edit = await who(`kind=button&moduleId=${userPageId}&code=btn_edit`);
    expect(edit.code).toBe(200);
    expect(accounts(edit.data.list)).toEqual(['admin', 'newbie', 'staff', 'sysadmin']);
    const [adminRow, , staffRow] = edit.data.list as Holder[];
    expect(adminRow).toMatchObject({ administrator: true, roles: [] });
    expect(staffRow).toMatchObject({
      administrator: false,
      roles: [{ fullName: '普通员工', dataScope: 'all' }],
    });
    const remove = await who(`kind=button&moduleId=${userPageId}&code=btn_remove`);
    expect(accounts(remove.data.list)).toEqual(['admin', 'sysadmin']);
    expect(remove.data.pagination.total).toBe(2);
    // The page itself, a column, a form field and a data scope are asked the same way.
    expect(accounts((await who(`kind=menu&moduleId=${userPageId}`)).data.list)).toEqual([
      'admin',
      'newbie',
      'staff',
      'sysadmin',
    ]);
    expect(accounts((await who(`kind=column&moduleId=${userPageId}&code=email`)).data.list)).toEqual([
      'admin',
      'sysadmin',
    ]);
    expect(accounts((await who(`kind=form&moduleId=${userPageId}&code=realName`)).data.list)).toHaveLength(4);
    expect(accounts((await who('kind=dataScope&code=all')).data.list)).toEqual([
      'admin',
      'auditor',
      'newbie',
      'secadmin',
      'staff',
      'sysadmin',
    ]);
    expect(accounts((await who('kind=dataScope&code=own')).data.list)).toEqual([]);
  });

  it('follows a grant, and a disabled role gives nothing', async () => {
    const grants = await staffGrants();
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const page = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { id: string }) => n.id === userPageId);
    const remove = page.buttons.find((b: { enCode: string }) => b.enCode === 'btn_remove').id;
    await syncStaff({ buttons: [...grants.buttons, remove] });
    try {
      const query = `kind=button&moduleId=${userPageId}&code=btn_remove`;
      expect(accounts((await who(query)).data.list)).toEqual(['admin', 'newbie', 'staff', 'sysadmin']);
      await server.api('PUT', `/api/system/Role/${staffRoleId}/Actions/State`, admin, { enabledMark: 0 });
      expect(accounts((await who(query)).data.list)).toEqual(['admin', 'sysadmin']);
    } finally {
      await server.api('PUT', `/api/system/Role/${staffRoleId}/Actions/State`, admin, { enabledMark: 1 });
      await syncStaff({ buttons: grants.buttons });
    }
  });

  it('names the organisations delegated to a holder for the action the button stands for', async () => {
    const care = orgs['pmc.care'] as string;
    const put = await server.api('PUT', `/api/permission/organizeAdminIsTrator/${care}`, admin, {
      list: [{ userId: ids.staff, canView: true, canAdd: false, canEdit: true, canRemove: false }],
    });
    expect(put.code).toBe(200);
    try {
      const edit = (await who(`kind=button&moduleId=${userPageId}&code=btn_edit&keyword=staff`)).data.list;
      expect(edit[0].delegatedOrganizes.map((d: { fullName: string }) => d.fullName)).toHaveLength(1);
      // The delegation carries no right to add: 新增 shows no delegated organisation.
      const add = (await who(`kind=button&moduleId=${userPageId}&code=btn_add&keyword=staff`)).data.list;
      expect(add.length === 0 || add[0].delegatedOrganizes.length === 0).toBe(true);
    } finally {
      await server.api('PUT', `/api/permission/organizeAdminIsTrator/${care}`, admin, { list: [] });
    }
  });

  it('lists only the people inside the asker’s data scope', async () => {
    const query = `kind=button&moduleId=${userPageId}&code=btn_edit`;
    expect(accounts((await who(query, staff)).data.list)).toEqual(['admin', 'newbie', 'staff', 'sysadmin']);
    await syncStaff({ dataScope: 'own' });
    try {
      const mine = await who(query, staff);
      expect(accounts(mine.data.list)).toEqual(['staff']);
      expect(mine.data.pagination.total).toBe(1);
    } finally {
      await syncStaff({ dataScope: 'all' });
    }
  });

  it('searches by account or name, and pages', async () => {
    expect(accounts((await who(`kind=menu&moduleId=${userPageId}&keyword=new`)).data.list)).toEqual([
      'newbie',
    ]);
    expect(accounts((await who(`kind=menu&moduleId=${userPageId}&keyword=管理`)).data.list)).toEqual([
      'admin',
    ]);
    const { db } = server.database;
    const now = Date.now();
    const extra = Array.from({ length: 25 }, (_, i) => ({
      id: `who-can-${i}`,
      account: `holder${String(i).padStart(2, '0')}`,
      realName: `持有人${i}`,
      passwordHash: 'x',
      organizeId: orgs['pmc.care'] as string,
      creatorTime: now,
    }));
    await db.insert(users).values(extra);
    await db.insert(userRoles).values(extra.map((u) => ({ userId: u.id, roleId: staffRoleId })));
    const query = `kind=button&moduleId=${userPageId}&code=btn_edit&pageSize=20`;
    const first = await who(`${query}&currentPage=1`);
    expect(first.data.pagination.total).toBe(29);
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0].account).toBe('admin');
    const second = await who(`${query}&currentPage=2`);
    expect(accounts(second.data.list)).toEqual([
      'holder19',
      'holder20',
      'holder21',
      'holder22',
      'holder23',
      'holder24',
      'newbie',
      'staff',
      'sysadmin',
    ]);
  });

  it('answers alike whether the holders are read first (few) or walked in account order (many)', async () => {
    const { db } = server.database;
    const edit = { kind: 'button' as const, moduleId: userPageId, code: 'btn_edit' };
    const scopes: DataScopeFilter[] = [
      { all: true },
      { all: false, organizeIds: [orgs['pmc.care'] as string], ownUserId: ids.staff ?? null },
    ];
    const cases = [
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
      { limit: 5, offset: 3, keyword: 'holder1' },
    ];
    for (const scope of scopes)
      for (const page of cases) {
        const options = { ...page, action: 'edit' as const };
        const first = await whoCanPage(db, edit, scope, options);
        const walked = await whoCanPage(db, edit, scope, options, 0);
        expect(walked).toEqual(first);
        expect(first.rows.length).toBeGreaterThan(0);
      }
    // A page past the end still tells how many there are, either way.
    for (const few of [undefined, 0]) {
      const past = await whoCanPage(
        db,
        edit,
        { all: true },
        { limit: 20, offset: 1000, action: 'edit' },
        few,
      );
      expect(past).toEqual({ rows: [], total: 29 });
    }
    // Few: the holders read first are the role's members and the administrators; many: none read.
    expect(await fewHolderIds(db, edit, 0)).toBeUndefined();
    const read = await fewHolderIds(db, edit);
    expect(read).toContain(ids.admin);
    expect(read).toContain(ids.staff);
    // Nobody holds a data scope no role has: answered without reading a user.
    expect(
      await whoCanPage(db, { kind: 'dataScope', code: 'custom' }, scopes[0] as DataScopeFilter, {
        limit: 20,
        offset: 0,
        action: 'view',
      }),
    ).toEqual({ rows: [], total: 0 });
  });

  it('exports the same answer as a stamped .xlsx', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `${WHO}/export?kind=button&moduleId=${userPageId}&code=btn_edit&keyword=staff`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Account');
    expect(sheet?.getRow(2).getCell(1).value).toBe('staff');
    expect(String(sheet?.getRow(2).getCell(5).value)).toContain('普通员工');
    expect(book.creator).toContain('admin');
  });

  it('refuses a caller without the authorize page (403) and names a bad field (400)', async () => {
    const grants = await staffGrants();
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const authorize = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { enCode: string }) => n.enCode === 'system.authorize').id;
    expect((await who(`kind=menu&moduleId=${userPageId}`, staff)).code).toBe(200);
    await syncStaff({ menus: grants.menus.filter((id: string) => id !== authorize) });
    try {
      expect((await who(`kind=menu&moduleId=${userPageId}`, staff)).code).toBe(403);
    } finally {
      await syncStaff({ menus: grants.menus });
    }
    const fieldOf = async (query: string) => {
      const answer = await who(query);
      expect(answer.code).toBe(400);
      return answer.data.fields.map((f: { path: string }) => f.path);
    };
    expect(await fieldOf(`kind=role&moduleId=${userPageId}`)).toEqual(['kind']);
    expect(await fieldOf(`kind=button&moduleId=${userPageId}`)).toEqual(['code']);
    expect(await fieldOf('kind=menu')).toEqual(['moduleId']);
    expect(await fieldOf('kind=menu&moduleId=nowhere')).toEqual(['moduleId']);
    expect(await fieldOf(`kind=button&moduleId=${userPageId}&code=btn_nothing`)).toEqual(['code']);
    expect(await fieldOf('kind=dataScope&code=everything')).toEqual(['code']);
  });
});
