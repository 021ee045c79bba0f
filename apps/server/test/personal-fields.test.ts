import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, permissionItems, rolePermissions, roles } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MOBILE = '13800000000';
const EMAIL = 'zhou.min@example.com';
const ID_CARD = '110101199003071233';

let server: TestServer;
let admin: string;
let staff: string;
let userId: string;
let staffRoleId: string;

/** The id of one of 用户管理's buttons. */
async function userButton(code: string): Promise<string> {
  const [item] = await server.database.db
    .select({ id: permissionItems.id })
    .from(permissionItems)
    .innerJoin(menus, and(eq(menus.id, permissionItems.menuId), eq(menus.enCode, 'system.user')))
    .where(and(eq(permissionItems.kind, 'button'), eq(permissionItems.enCode, code)));
  return item?.id as string;
}

async function grantStaff(code: string, granted: boolean) {
  const itemId = await userButton(code);
  if (granted)
    await server.database.db.insert(rolePermissions).values({ roleId: staffRoleId, kind: 'button', itemId });
  else
    await server.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, staffRoleId), eq(rolePermissions.itemId, itemId)));
}

async function exportRow(token: string): Promise<Record<string, string>> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/admin-api/system/user/export?keyword=zhoumin',
    headers: { authorization: token },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  const [header = [], first = []] = rows;
  return Object.fromEntries(header.map((h, i) => [h, first[i] ?? '']));
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  const created = await server.api('POST', '/admin-api/system/user', admin, {
    account: 'zhoumin',
    realName: '周敏',
    mobile: MOBILE,
    email: EMAIL,
    idCard: ID_CARD,
    organizeId: depts[0].id,
  });
  expect(created.code).toBe(200);
  const list = (await server.api('GET', '/admin-api/system/user?keyword=zhoumin', admin)).data.list;
  userId = list[0].id;
  const [role] = await server.database.db.select().from(roles).where(eq(roles.enCode, 'staff'));
  staffRoleId = role?.id as string;
});
afterAll(() => server.close());

describe('personal fields are masked in every answer', () => {
  it('in the list and the detail, for staff and for the administrator alike', async () => {
    for (const token of [staff, admin]) {
      const [row] = (await server.api('GET', '/admin-api/system/user?keyword=zhoumin', token)).data.list;
      expect(row.mobile).toBe('138****0000');
      const detail = (await server.api('GET', `/admin-api/system/user/${userId}`, token)).data;
      expect([detail.mobile, detail.email, detail.idCard]).toEqual([
        '138****0000',
        'z***@example.com',
        '110101********1233',
      ]);
    }
    // The administrator's page comes from the one-statement shortcut; its kept page is masked too.
    const [again] = (await server.api('GET', '/admin-api/system/user?keyword=zhoumin', admin)).data.list;
    expect([again.mobile, again.email, again.idCard]).toEqual([
      '138****0000',
      'z***@example.com',
      '110101********1233',
    ]);
  });

  it("in the record's history and on 记录历史", async () => {
    const entries = (await server.api('GET', `/admin-api/system/history/user/${userId}`, staff)).data.list;
    const created = entries.find((e: { action: string }) => e.action === 'create');
    const values = Object.fromEntries(
      created.changes.map((c: { field: string; after: unknown }) => [c.field, c.after]),
    );
    expect([values.mobile, values.email, values.idCard]).toEqual([
      '138****0000',
      'z***@example.com',
      '110101********1233',
    ]);
    const search = (await server.api('GET', '/admin-api/system/history?kind=user', admin)).data.list;
    expect(JSON.stringify(search)).not.toContain(MOBILE);
    expect(JSON.stringify(search)).toContain('138****0000');
  });

  it('in the export without 导出个人信息; with it, in full and on the record', async () => {
    await grantStaff('btn_export', true);
    try {
      const masked = await exportRow(staff);
      expect(masked.手机).toBe('138****0000');
      expect(masked.身份证号).toBe('110101********1233');
      await grantStaff('btn_exportPersonal', true);
      const full = await exportRow(staff);
      expect(full.手机).toBe(MOBILE);
      expect(full.身份证号).toBe(ID_CARD);
      // On the record before the file left: the log is read the moment the file arrived.
      const log = (await server.api('GET', '/api/permission/OperationLog?account=staff&pageSize=50', admin))
        .data.list;
      const exported = log.find((r: { path: string }) => r.path === '/admin-api/system/user/export');
      expect(exported?.detail).toMatchObject({
        unmasked: true,
        rows: 1,
        filters: { keyword: 'zhoumin' },
      });
    } finally {
      await grantStaff('btn_export', false);
      await grantStaff('btn_exportPersonal', false);
    }
  });
});

describe('reveal', () => {
  it('shows one value to a holder of 查看个人信息 and logs who, whose, which field and why', async () => {
    const revealed = await server.api('POST', `/admin-api/system/user/${userId}/personal`, staff, {
      field: 'mobile',
      reason: '回访核实',
    });
    expect(revealed).toMatchObject({ code: 200, data: { value: MOBILE } });
    const log = (await server.api('GET', '/api/permission/OperationLog?account=staff', admin)).data.list;
    const row = log.find((r: { path: string }) => r.path === `/admin-api/system/user/${userId}/personal`);
    expect(row).toMatchObject({
      account: 'staff',
      result: 'success',
      detail: { userId, account: 'zhoumin', field: 'mobile', reason: '回访核实' },
    });
    expect(JSON.stringify(log)).not.toContain(MOBILE);
  });

  it('needs a reason, and is refused without 查看个人信息', async () => {
    const noReason = await server.api('POST', `/admin-api/system/user/${userId}/personal`, staff, {
      field: 'mobile',
      reason: ' ',
    });
    expect(noReason.code).toBe(400);
    await grantStaff('btn_viewPersonal', false);
    try {
      const refused = await server.api('POST', `/admin-api/system/user/${userId}/personal`, staff, {
        field: 'idCard',
        reason: '回访核实',
      });
      expect(refused.code).toBe(403);
    } finally {
      await grantStaff('btn_viewPersonal', true);
    }
  });
});

describe('saving a user read masked', () => {
  const reveal = async (field: string) =>
    (await server.api('POST', `/admin-api/system/user/${userId}/personal`, admin, { field, reason: '核对' }))
      .data.value;

  it('refuses a value still holding the mask, naming the field; nothing is written', async () => {
    const { lastModifyTime } = (await server.api('GET', `/admin-api/system/user/${userId}`, admin)).data;
    const refused = await server.api('PUT', `/admin-api/system/user/${userId}`, admin, {
      email: 'z***@example.com',
      lastModifyTime,
    });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('掩码');
    expect((refused.data as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['email']);
    expect(await reveal('email')).toBe(EMAIL);
  });

  it('keeps an untouched masked field and stores a typed one', async () => {
    const { lastModifyTime } = (await server.api('GET', `/admin-api/system/user/${userId}`, admin)).data;
    const saved = await server.api('PUT', `/admin-api/system/user/${userId}`, admin, {
      realName: '周敏敏',
      mobile: '13912345678',
      lastModifyTime,
    });
    expect(saved.code).toBe(200);
    expect([await reveal('mobile'), await reveal('idCard'), await reveal('email')]).toEqual([
      '13912345678',
      ID_CARD,
      EMAIL,
    ]);
  });
});

describe('restoring from history', () => {
  it("restores the value the entry holds when the form sends back its mask, and only the record's own", async () => {
    const entries = (await server.api('GET', `/admin-api/system/history/user/${userId}`, admin)).data.list;
    const changed = entries.find((e: { changes: { field: string }[] }) =>
      e.changes.some((c) => c.field === 'mobile' && e.changes.length > 0),
    );
    const mobileChange = changed.changes.find((c: { field: string }) => c.field === 'mobile');
    expect(mobileChange.before).toBe('138****0000');
    const save = async (id: string, entryId: string) => {
      const { lastModifyTime } = (await server.api('GET', `/admin-api/system/user/${id}`, admin)).data;
      return server.call({
        method: 'PUT',
        url: `/admin-api/system/user/${id}`,
        headers: { authorization: admin, 'x-restore-of': entryId },
        payload: { mobile: mobileChange.before, lastModifyTime },
      });
    };
    // Another record's entry does not lend its value.
    const staffId = (await server.api('GET', '/admin-api/system/user?keyword=staff', admin)).data.list[0].id;
    expect((await save(staffId, changed.id)).code).toBe(400);
    expect((await save(userId, changed.id)).code).toBe(200);
    const full = await server.api('POST', `/admin-api/system/user/${userId}/personal`, admin, {
      field: 'mobile',
      reason: '核对',
    });
    expect(full.data.value).toBe(MOBILE);
  });
});
