import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let orgs: Record<string, string>;
let staffRoleId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
});
afterAll(() => server.close());

/** The first page's row with this code (or account) of a paged list. */
async function rowOf(path: string, key: string, value: string) {
  const page = await server.api('GET', `${path}?keyword=${encodeURIComponent(value)}&pageSize=100`, admin);
  return page.data.list.find((r: Record<string, unknown>) => r[key] === value);
}

describe('profile (update_current_user_info)', () => {
  it('loads the stored mobile and e-mail, and a save of the name alone keeps them', async () => {
    const token = await server.signIn('newbie', '123456');
    const saved = await server.api('POST', '/admin-api/update_current_user_info', token, {
      realName: '李四',
      mobile: '13912345678',
      email: 'lisi@example.com',
    });
    expect(saved.code).toBe(200);
    const before = (await server.api('GET', '/api/permission/Users/Current/BaseInfo', token)).data;
    expect(before).toMatchObject({ account: 'newbie', mobile: '13912345678', email: 'lisi@example.com' });
    const renamed = await server.api('POST', '/admin-api/update_current_user_info', token, {
      realName: '李四四',
      lastModifyTime: before.lastModifyTime,
    });
    expect(renamed.code).toBe(200);
    const after = (await server.api('GET', '/api/permission/Users/Current/BaseInfo', token)).data;
    expect(after).toMatchObject({ realName: '李四四', mobile: '13912345678', email: 'lisi@example.com' });
    expect(after.lastModifyTime).toBeGreaterThan(before.lastModifyTime);
    // Sent empty, a field is cleared: that is what the user asked for.
    await server.api('POST', '/admin-api/update_current_user_info', token, { email: '' });
    const cleared = (await server.api('GET', '/api/permission/Users/Current/BaseInfo', token)).data;
    expect(cleared).toMatchObject({ mobile: '13912345678', email: null });
  });

  it('refuses a save based on an older version, in the caller language, and keeps the newer data', async () => {
    const token = await server.signIn('staff', 'Staff@2026');
    const read = (await server.api('GET', '/api/permission/Users/Current/BaseInfo', token)).data;
    const first = await server.api('POST', '/admin-api/update_current_user_info', token, {
      mobile: '13700000001',
      lastModifyTime: read.lastModifyTime,
    });
    expect(first.code).toBe(200);
    const stale = { mobile: '13700000002', lastModifyTime: read.lastModifyTime };
    expect(await server.api('POST', '/admin-api/update_current_user_info', token, stale)).toEqual({
      code: 409,
      msg: '数据已被他人修改，请刷新后重试',
      data: null,
    });
    for (const [language, msg] of [
      ['en', 'The record was changed by someone else, please reload it and try again'],
      ['zh-TW', '資料已被他人修改，請重新整理後再試'],
    ]) {
      const answer = await server.call({
        method: 'POST',
        url: '/admin-api/update_current_user_info',
        headers: { authorization: token, 'accept-language': language as string },
        payload: stale,
      });
      expect(answer).toMatchObject({ code: 409, msg });
    }
    const now = (await server.api('GET', '/api/permission/Users/Current/BaseInfo', token)).data;
    expect(now.mobile).toBe('13700000001');
  });

  it('checks mobile and e-mail with the form rules', async () => {
    const token = await server.signIn('staff', 'Staff@2026');
    for (const body of [{ mobile: '12345' }, { email: 'not-an-address' }, { realName: '' }]) {
      const answer = await server.api('POST', '/admin-api/update_current_user_info', token, body);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(answer.data.fields[0].path).toBe(Object.keys(body)[0]);
    }
  });
});

describe('updates keep what the body leaves out', () => {
  it('user: a save of the name keeps roles, positions, mobile, ID and description', async () => {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'keeper',
      realName: '保留',
      mobile: '13800001111',
      idCard: '11010519491231002X',
      organizeId: orgs['pmc.office'],
      roleIds: [staffRoleId],
      description: '不要丢',
    });
    expect(created.code).toBe(200);
    const row = await rowOf('/admin-api/system/user', 'account', 'keeper');
    const saved = await server.api('PUT', `/admin-api/system/user/${row.id}`, admin, { realName: '保留二' });
    expect(saved.code).toBe(200);
    const user = (await server.api('GET', `/admin-api/system/user/${row.id}`, admin)).data;
    // Answers mask personal fields: the masks of the values sent at creation.
    expect(user).toMatchObject({
      realName: '保留二',
      mobile: '138****1111',
      idCard: '110105********002X',
      roleIds: [staffRoleId],
      organizeId: orgs['pmc.office'],
      enabledMark: 1,
      description: '不要丢',
    });
    // A list sent empty is cleared; null clears the description.
    await server.api('PUT', `/admin-api/system/user/${row.id}`, admin, { roleIds: [], description: null });
    const cleared = (await server.api('GET', `/admin-api/system/user/${row.id}`, admin)).data;
    expect(cleared).toMatchObject({ roleIds: [], description: null, mobile: '138****1111' });
  });

  it('user: refuses a national ID that fails the rule and a second save of one version', async () => {
    const row = await rowOf('/admin-api/system/user', 'account', 'keeper');
    const bad = await server.api('PUT', `/admin-api/system/user/${row.id}`, admin, {
      idCard: '110105194912310021',
    });
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.msg).toBe('身份证号格式不正确');
    expect(bad.data.fields[0].path).toBe('idCard');
    const read = (await server.api('GET', `/admin-api/system/user/${row.id}`, admin)).data;
    const mine = { realName: '甲', lastModifyTime: read.lastModifyTime };
    const theirs = { realName: '乙', lastModifyTime: read.lastModifyTime };
    expect((await server.api('PUT', `/admin-api/system/user/${row.id}`, admin, mine)).code).toBe(200);
    expect((await server.api('PUT', `/admin-api/system/user/${row.id}`, admin, theirs)).code).toBe(409);
    expect((await server.api('GET', `/admin-api/system/user/${row.id}`, admin)).data.realName).toBe('甲');
  });

  it('role: a save of the name keeps the description and state', async () => {
    await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '审计员',
      enCode: 'auditor',
      enabledMark: 0,
      description: '只读',
    });
    const role = await rowOf('/admin-api/system/role', 'enCode', 'auditor');
    expect(
      (await server.api('PUT', `/admin-api/system/role/${role.id}`, admin, { fullName: '审计' })).code,
    ).toBe(200);
    expect((await server.api('GET', `/admin-api/system/role/${role.id}`, admin)).data).toMatchObject({
      fullName: '审计',
      enabledMark: 0,
      description: '只读',
      type: 'user',
    });
  });

  it('organisation: a save of the name keeps the short name, nature, parent and description', async () => {
    const body = {
      parentId: orgs['pmc.office'],
      category: 'department',
      fullName: '档案室',
      enCode: 'pmc.office.archive',
      propertyJson: { shortName: '档案', enterpriseNature: 'state' },
      description: '说明',
    };
    expect((await server.api('POST', '/api/permission/Organize', admin, body)).code).toBe(200);
    const id = (await rowOf('/admin-api/system/dept', 'enCode', 'pmc.office.archive')).id;
    await server.api('PUT', `/api/permission/Organize/${id}`, admin, { fullName: '档案馆' });
    const org = (await server.api('GET', `/api/permission/Organize/${id}`, admin)).data;
    expect(org).toMatchObject({
      fullName: '档案馆',
      parentId: orgs['pmc.office'],
      propertyJson: { shortName: '档案', enterpriseNature: 'state' },
      description: '说明',
    });
    // One key of propertyJson changes alone.
    await server.api('PUT', `/api/permission/Organize/${id}`, admin, { propertyJson: { shortName: '档' } });
    expect((await server.api('GET', `/api/permission/Organize/${id}`, admin)).data.propertyJson).toEqual({
      shortName: '档',
      enterpriseNature: 'state',
    });
  });

  it('department: read one for its edit form; a save of the sort code keeps the rest', async () => {
    const id = (await rowOf('/admin-api/system/dept', 'enCode', 'pmc.office.archive')).id;
    expect((await server.api('PUT', `/admin-api/system/dept/${id}`, admin, { sortCode: 7 })).code).toBe(200);
    const dept = (await server.api('GET', `/admin-api/system/dept/${id}`, admin)).data;
    expect(dept).toMatchObject({
      fullName: '档案馆',
      sortCode: 7,
      parentName: '综合办公室',
      category: 'department',
      description: '说明',
    });
  });

  it('position: a save of the state keeps type, organisation and description', async () => {
    await server.api('POST', '/api/permission/Position', admin, {
      fullName: '档案员',
      enCode: 'archivist',
      type: 'staff',
      organizeId: orgs['pmc.office'],
      description: '管档案',
    });
    const position = await rowOf('/api/permission/Position', 'enCode', 'archivist');
    expect(position.holderCount).toBe(0);
    await server.api('PUT', `/api/permission/Position/${position.id}`, admin, { enabledMark: 0 });
    expect((await server.api('GET', `/api/permission/Position/${position.id}`, admin)).data).toMatchObject({
      enabledMark: 0,
      type: 'staff',
      organizeId: orgs['pmc.office'],
      description: '管档案',
    });
  });

  it('dictionary type and data: a save of the name keeps code, parent and description', async () => {
    await server.api('POST', '/api/system/DictionaryType', admin, {
      fullName: '颜色',
      enCode: 'colour',
      isTree: 1,
      description: '类型说明',
    });
    const types = (await server.api('GET', '/api/system/DictionaryType/GetTenantList', admin)).data.list;
    const flat = (nodes: { enCode: string; children?: unknown[] }[]): { enCode: string; id: string }[] =>
      nodes.flatMap((n) => [n as never, ...flat((n.children ?? []) as never)]);
    const type = flat(types).find((t) => t.enCode === 'colour') as { id: string };
    await server.api('PUT', `/api/system/DictionaryType/${type.id}`, admin, { fullName: '色彩' });
    expect((await server.api('GET', `/api/system/DictionaryType/${type.id}`, admin)).data).toMatchObject({
      fullName: '色彩',
      enCode: 'colour',
      isTree: 1,
      description: '类型说明',
    });
    await server.api('POST', '/api/system/DictionaryData', admin, {
      dictionaryTypeId: type.id,
      fullName: '红',
      enCode: 'red',
      sortCode: 3,
      description: '条目说明',
    });
    const item = (await server.api('GET', `/api/system/DictionaryData/Tenant/${type.id}`, admin)).data
      .list[0];
    await server.api('PUT', `/api/system/DictionaryData/${item.id}`, admin, { fullName: '大红' });
    const info = await server.api('GET', `/api/system/DictionaryData/dataInfo?id=${item.id}`, admin);
    expect(info.data).toMatchObject({
      fullName: '大红',
      enCode: 'red',
      sortCode: 3,
      description: '条目说明',
    });
  });

  it('area and bill rule: a save of the name keeps the rest', async () => {
    await server.api('POST', '/api/system/Area', admin, { fullName: '测试省', enCode: 'T1', sortCode: 5 });
    const area = (await server.api('GET', '/api/system/Area/0?keyword=T1', admin)).data.list[0];
    await server.api('PUT', `/api/system/Area/${area.id}`, admin, { fullName: '测试省二' });
    expect((await server.api('GET', `/api/system/Area/${area.id}/Info`, admin)).data).toMatchObject({
      fullName: '测试省二',
      enCode: 'T1',
      sortCode: 5,
      type: 1,
      parentId: '-1',
    });
    await server.api('POST', '/api/system/BillRule', admin, {
      fullName: '订单',
      enCode: 'order',
      prefix: 'DD',
      digit: 6,
      description: '单号',
    });
    const rule = await rowOf('/api/system/BillRule', 'enCode', 'order');
    await server.api('PUT', `/api/system/BillRule/${rule.id}`, admin, { fullName: '订单号' });
    expect((await server.api('GET', `/api/system/BillRule/${rule.id}`, admin)).data).toMatchObject({
      fullName: '订单号',
      prefix: 'DD',
      digit: 6,
      description: '单号',
    });
  });

  it('refuses a code with an underscore: the contract applies the code rule', async () => {
    const answer = await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '下划线',
      enCode: 'has_underscore',
    });
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('编码格式不正确');
  });
});

describe('Actions/State takes the desired state', () => {
  it('sending the same state twice leaves it; sending nothing toggles', async () => {
    const role = await rowOf('/admin-api/system/role', 'enCode', 'auditor');
    const state = async () => (await server.api('GET', `/admin-api/system/role/${role.id}`, admin)).data;
    for (let i = 0; i < 2; i++) {
      const answer = await server.api('PUT', `/api/system/Role/${role.id}/Actions/State`, admin, {
        enabledMark: 1,
      });
      expect(answer.code).toBe(200);
      expect((await state()).enabledMark).toBe(1);
    }
    await server.api('PUT', `/api/system/Role/${role.id}/Actions/State`, admin);
    expect((await state()).enabledMark).toBe(0);
  });

  it('a user disabled twice stays disabled; an administrator is never disabled', async () => {
    const row = await rowOf('/admin-api/system/user', 'account', 'keeper');
    for (let i = 0; i < 2; i++)
      await server.api('PUT', `/api/permission/Users/${row.id}/Actions/State`, admin, { enabledMark: 0 });
    expect((await server.api('GET', `/admin-api/system/user/${row.id}`, admin)).data.enabledMark).toBe(0);
    const adminRow = await rowOf('/admin-api/system/user', 'account', 'admin');
    const refused = await server.api('PUT', `/api/permission/Users/${adminRow.id}/Actions/State`, admin, {
      enabledMark: 0,
    });
    expect(refused.code).toBe(400);
  });
});

describe('the seeded staff role sees less than an administrator', () => {
  it('lacks the e-mail and gender columns and the mobile and ID fields; its save keeps them', async () => {
    const staff = await server.signIn('staff', 'Staff@2026');
    const me = (await server.api('GET', '/admin-api/current_user', staff)).data;
    const userPage = me.permissionList.find(
      (p: { modelId: string }) =>
        p.modelId ===
        me.menuList
          .flatMap((m: { children: { enCode: string; id: string }[] }) => m.children)
          .find((m: { enCode: string }) => m.enCode === 'system.user').id,
    );
    const codes = (list: { enCode: string }[]) => list.map((i) => i.enCode);
    expect(codes(userPage.column)).not.toContain('email');
    expect(codes(userPage.column)).not.toContain('gender');
    expect(codes(userPage.column)).toContain('account');
    expect(codes(userPage.form)).toEqual(expect.arrayContaining(['account', 'realName', 'email']));
    expect(codes(userPage.form)).not.toContain('mobile');
    const page = await server.api('GET', '/admin-api/system/user?keyword=keeper', staff);
    expect(page.data.list[0]).not.toHaveProperty('email');
    expect(page.data.list[0]).toHaveProperty('account', 'keeper');
    const row = page.data.list[0];
    // The staff form sends the fields it shows; mobile and national ID are left as they were.
    const saved = await server.api('PUT', `/admin-api/system/user/${row.id}`, staff, {
      account: 'keeper',
      realName: '员工改名',
      lastModifyTime: row.lastModifyTime,
    });
    expect(saved.code).toBe(200);
    expect((await server.api('GET', `/admin-api/system/user/${row.id}`, admin)).data).toMatchObject({
      realName: '员工改名',
      mobile: '138****1111',
      idCard: '110105********002X',
    });
  });
});
