import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
let orgs: Record<string, string>;
let staffRoleId: string;
const ids: Record<string, string> = {};

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
  for (const account of ['batcha', 'batchb']) {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account,
      realName: '批量',
      organizeId: orgs['pmc.party'],
    });
    expect(created.code).toBe(200);
  }
  const users = (await server.api('GET', '/admin-api/system/user?pageSize=100', admin)).data.list;
  for (const u of users as { account: string; id: string }[]) ids[u.account] = u.id;
});
afterAll(() => server.close());

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(token: string, content: Buffer, language = 'zh-CN') {
  const boundary = '----pmc-import';
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  return server.call<any>({
    method: 'POST',
    url: '/admin-api/system/user/import/preview',
    headers: {
      authorization: token,
      'accept-language': language,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function readWorkbook(url: string, token: string, language = 'zh-CN') {
  const res = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: token, 'accept-language': language },
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0] as ExcelJS.Worksheet;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

describe('batch actions', () => {
  it('enables and disables each user on its own and reports the refused ones', async () => {
    const answer = await server.api('POST', '/api/permission/Users/Batch/State', admin, {
      ids: [ids.batcha, ids.admin, ids.batchb],
      enabledMark: 0,
    });
    expect(answer).toMatchObject({ code: 200, msg: '操作完成：成功2条，失败1条' });
    expect(answer.data.list).toEqual([
      { id: ids.batcha, ok: true, msg: null },
      { id: ids.admin, ok: false, msg: '不能删除或禁用管理员账户' },
      { id: ids.batchb, ok: true, msg: null },
    ]);
    const disabled = await server.api('GET', `/admin-api/system/user?enabledMark=0&pageSize=100`, admin);
    expect(disabled.data.list.map((u: { account: string }) => u.account).sort()).toEqual([
      'batcha',
      'batchb',
    ]);
    await server.api('POST', '/api/permission/Users/Batch/State', admin, {
      ids: [ids.batcha, ids.batchb],
      enabledMark: 1,
    });
  });

  it('lets staff (btn_edit) change its colleagues but reports the administrator as forbidden', async () => {
    const answer = await server.api('POST', '/api/permission/Users/Batch/Organize', staff, {
      ids: [ids.batcha, ids.admin],
      organizeId: orgs['pmc.care'],
    });
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect(answer.data.list[1]).toEqual({ id: ids.admin, ok: false, msg: '无权限,禁止访问' });
  });

  it('moves users to an organisation: the member count and the filtered list follow', async () => {
    const before = (await server.api('GET', '/api/permission/Organize?keyword=关爱服务部', admin)).data.list;
    const count = (list: { enCode: string; memberCount: number; children?: never[] }[]): number => {
      for (const o of list) {
        if (o.enCode === 'pmc.care') return o.memberCount;
        const inner = count(o.children ?? []);
        if (inner >= 0) return inner;
      }
      return -1;
    };
    const moved = await server.api('POST', '/api/permission/Users/Batch/Organize', admin, {
      ids: [ids.batchb],
      organizeId: orgs['pmc.care'],
    });
    expect(moved.data.succeeded).toBe(1);
    const after = (await server.api('GET', '/api/permission/Organize?keyword=关爱服务部', admin)).data.list;
    expect(count(after)).toBe(count(before) + 1);
    const listed = await server.api(
      'GET',
      `/admin-api/system/user?organizeId=${orgs['pmc.care']}&pageSize=100`,
      admin,
    );
    expect(listed.data.pagination.total).toBe(count(after));
    expect(listed.data.list.map((u: { account: string }) => u.account)).toContain('batchb');
  });

  it('assigns a role, adding to or replacing what users have; the role filter lists them', async () => {
    await server.api('POST', '/admin-api/system/role', admin, { fullName: '批量角色', enCode: 'batchRole' });
    const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
    const batchRole = roles.find((r: { enCode: string }) => r.enCode === 'batchRole').id;
    await server.api('PUT', `/admin-api/system/user/${ids.batcha}`, admin, { roleIds: [staffRoleId] });
    const added = await server.api('POST', '/api/permission/Users/Batch/Role', admin, {
      ids: [ids.batcha],
      roleIds: [batchRole],
    });
    expect(added.data.succeeded).toBe(1);
    const user = (await server.api('GET', `/admin-api/system/user/${ids.batcha}`, admin)).data;
    expect([...user.roleIds].sort()).toEqual([batchRole, staffRoleId].sort());
    await server.api('POST', '/api/permission/Users/Batch/Role', admin, {
      ids: [ids.batcha, ids.batchb],
      roleIds: [batchRole],
      mode: 'replace',
    });
    expect((await server.api('GET', `/admin-api/system/user/${ids.batcha}`, admin)).data.roleIds).toEqual([
      batchRole,
    ]);
    const holders = await server.api('GET', `/admin-api/system/user?roleId=${batchRole}`, admin);
    expect(holders.data.list.map((u: { account: string }) => u.account).sort()).toEqual(['batcha', 'batchb']);
  });

  it('enables and disables positions, organisations and departments in batches', async () => {
    const positions = (await server.api('GET', '/api/permission/Position?pageSize=100', admin)).data.list;
    const developer = positions.find((p: { enCode: string }) => p.enCode === 'developer');
    expect(developer.holderCount).toBeGreaterThan(0);
    const holders = await server.api('GET', `/admin-api/system/user?positionId=${developer.id}`, admin);
    expect(holders.data.pagination.total).toBe(developer.holderCount);
    const off = await server.api('POST', '/api/permission/Position/Batch/State', admin, {
      ids: [developer.id, 'no-such-id'],
      enabledMark: 0,
    });
    expect(off.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect(off.data.list[1]).toMatchObject({ ok: false, msg: '数据不存在' });
    expect(
      (await server.api('GET', `/api/permission/Position/${developer.id}`, admin)).data.enabledMark,
    ).toBe(0);
    const dept = await server.api('POST', '/admin-api/system/dept/batch_state', admin, {
      ids: [orgs['pmc.party']],
      enabledMark: 0,
    });
    expect(dept.data.succeeded).toBe(1);
    expect(
      (await server.api('GET', `/admin-api/system/dept/${orgs['pmc.party']}`, admin)).data.enabledMark,
    ).toBe(0);
    const org = await server.api('POST', '/api/permission/Organize/Batch/State', admin, {
      ids: [orgs['pmc.party']],
      enabledMark: 1,
    });
    expect(org.data.succeeded).toBe(1);
  });
});

describe('user list filters', () => {
  it('filters on the creation date range', async () => {
    const now = Date.now();
    const recent = await server.api(
      'GET',
      `/admin-api/system/user?startTime=${now - 3_600_000}&pageSize=100`,
      admin,
    );
    const accounts = recent.data.list.map((u: { account: string }) => u.account);
    expect(accounts).toContain('batcha');
    const future = await server.api('GET', `/admin-api/system/user?startTime=${now + 3_600_000}`, admin);
    expect(future.data.pagination.total).toBe(0);
  });
});

describe('export', () => {
  it('writes the current filter as a workbook, headers in the caller language', async () => {
    const rows = await readWorkbook('/admin-api/system/user/export?keyword=batch', admin);
    expect(rows[0]).toContain('账号');
    expect(rows[0]).toContain('所属组织');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['batcha', 'batchb']);
    const en = await readWorkbook('/admin-api/system/user/export?keyword=batch', admin, 'en');
    expect(en[0]?.[0]).toBe('Account');
    const template = await readWorkbook('/admin-api/system/user/import_template', admin);
    // The header and one example row.
    expect(template).toHaveLength(2);
    expect(template[0]).not.toContain('创建时间');
  });

  it('is refused without btn_export', async () => {
    expect((await server.api('GET', '/admin-api/system/user/export', staff)).code).toBe(403);
  });
});

describe('import preview', () => {
  it('refuses a file that is not a workbook, and staff without btn_add', async () => {
    expect((await upload(admin, Buffer.from('not a workbook'))).code).toBe(400);
    expect((await upload(staff, await workbook([['账号', '姓名', '所属组织']]))).code).toBe(403);
  });
});
