import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let roles: Record<string, string>;
let orgs: Record<string, string>;
let userIds: Record<string, string>;

type Entry = {
  action: string;
  event: string | null;
  account: string;
  changes: { field: string; before?: unknown; after?: unknown; added?: string[]; removed?: string[] }[];
  names: Record<string, string>;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const roleList = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  roles = Object.fromEntries(roleList.map((r: { enCode: string; id: string }) => [r.enCode, r.id]));
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  orgs = Object.fromEntries(depts.map((d: { enCode: string; id: string }) => [d.enCode, d.id]));
  const list = (await server.api('GET', '/admin-api/system/user?pageSize=100', admin)).data.list;
  userIds = Object.fromEntries(list.map((u: { account: string; id: string }) => [u.account, u.id]));
});
afterAll(() => server.close());

const historyOf = async (kind: string, id: string, token = admin) =>
  (await server.api('GET', `/admin-api/system/history/${kind}/${id}`, token)).data?.list as Entry[];
const rawSql = (text: string) => server.database.db.execute(sql.raw(text));

describe('record history', () => {
  it('keeps who changed a user, the changed fields before and after, and the role names of the time', async () => {
    const id = userIds.staff as string;
    const before = (await server.api('GET', `/admin-api/system/user/${id}`, admin)).data;
    await server.api('POST', '/admin-api/system/role', admin, { fullName: '值班员', enCode: 'onDuty' });
    const roleList = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
    const added = roleList.find((r: { enCode: string }) => r.enCode === 'onDuty').id as string;
    const saved = await server.api('PUT', `/admin-api/system/user/${id}`, admin, {
      mobile: '13900002222',
      roleIds: [...before.roleIds, added],
      realName: before.realName,
    });
    expect(saved).toMatchObject({ code: 200 });
    const [latest] = await historyOf('user', id);
    expect(latest).toMatchObject({ action: 'update', account: 'admin' });
    const fields = latest?.changes.map((c) => c.field).sort();
    // The unchanged name is not an entry; only the two changed fields are.
    expect(fields).toEqual(['mobile', 'roleIds']);
    expect(latest?.changes.find((c) => c.field === 'mobile')).toMatchObject({
      before: before.mobile ?? null,
      // Answers mask personal fields, history diffs too.
      after: '139****2222',
    });
    const roleChange = latest?.changes.find((c) => c.field === 'roleIds');
    expect(roleChange?.added).toEqual([added]);
    expect(latest?.names[added]).toBeTruthy();
  });

  it('names ids as they were named at the time, after a rename', async () => {
    const id = userIds.newbie as string;
    await server.api('PUT', `/admin-api/system/user/${id}`, admin, { organizeId: orgs['pmc.office'] });
    const [entry] = await historyOf('user', id);
    const officeName = entry?.names[orgs['pmc.office'] as string];
    expect(officeName).toBeTruthy();
    const office = (await server.api('GET', `/admin-api/system/dept/${orgs['pmc.office']}`, admin)).data;
    await server.api('PUT', `/admin-api/system/dept/${office.id}`, admin, { fullName: '改名后的办公室' });
    const [still] = (await historyOf('user', id)).filter((e) =>
      e.changes.some((c) => c.field === 'organizeId'),
    );
    expect(still?.names[orgs['pmc.office'] as string]).toBe(officeName);
    await server.api('PUT', `/admin-api/system/dept/${office.id}`, admin, { fullName: office.fullName });
  });

  it('rolls the change back when its history entry cannot be written', async () => {
    const id = userIds.newbie as string;
    const stored = (await server.api('GET', `/admin-api/system/user/${id}`, admin)).data;
    await rawSql(`create function pmc_refuse_history() returns trigger language plpgsql as $$
      begin raise exception 'history refused'; end $$`);
    await rawSql(
      'create trigger pmc_refuse_history before insert on record_history for each row execute function pmc_refuse_history()',
    );
    try {
      const answer = await server.api('PUT', `/admin-api/system/user/${id}`, admin, {
        mobile: '13700003333',
      });
      expect(answer.code).toBe(500);
    } finally {
      await rawSql('drop trigger pmc_refuse_history on record_history');
      await rawSql('drop function pmc_refuse_history()');
    }
    const after = (await server.api('GET', `/admin-api/system/user/${id}`, admin)).data;
    expect(after.mobile).toBe(stored.mobile);
    expect(after.lastModifyTime).toBe(stored.lastModifyTime);
  });

  it('never stores a password, its hash or a token', async () => {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'secretive',
      realName: '保密',
      password: md5Hex('Secret@2026'),
      organizeId: orgs['pmc.office'],
    });
    expect(created.code).toBe(200);
    const id = (await server.api('GET', '/admin-api/system/user?keyword=secretive', admin)).data.list[0].id;
    await server.api('POST', `/admin-api/system/user/reset_password/${id}`, admin, {
      password: md5Hex('Other@2026'),
    });
    const entries = await historyOf('user', id);
    expect(entries.map((e) => [e.action, e.event])).toEqual([
      ['event', 'resetPassword'],
      ['create', null],
    ]);
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await server.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [hashRow] = await rowsOf(sql`select password_hash from users where id = ${id}`);
    const stored = JSON.stringify(await rowsOf(sql`select * from record_history where record_id = ${id}`));
    expect(stored).not.toContain(hashRow?.password_hash as string);
    expect(stored).not.toContain(md5Hex('Secret@2026'));
    expect(stored).not.toContain(md5Hex('Other@2026'));
    const fields = (await historyOf('user', id)).flatMap((e) => e.changes.map((c) => c.field));
    expect(fields).toContain('account');
    expect(fields.filter((f) => /password|hash|token|salt/i.test(f))).toEqual([]);
  });

  it('records an entry for each kind of record', async () => {
    const rootId = orgs['pmc.office'] as string;
    await server.api('POST', '/api/system/Area', admin, {
      parentId: '440300',
      fullName: '历史区',
      enCode: '440398',
    });
    await server.api('POST', '/api/system/BillRule', admin, {
      fullName: '历史规则',
      enCode: 'HistoryRule',
      prefix: 'HR',
      dateFormat: '',
      digit: 4,
      startNumber: 1,
    });
    await server.api('POST', '/api/system/printDev', admin, {
      fullName: '历史模板',
      enCode: 'HistoryPrint',
      type: 2,
      category: '测试',
      content: '<p>x</p>',
    });
    await server.api('POST', '/api/permission/Position', admin, {
      fullName: '历史岗',
      enCode: 'historyPos',
      type: 'other',
      organizeId: rootId,
    });
    await server.api('POST', '/admin-api/system/dept', admin, {
      parentId: rootId,
      fullName: '历史部',
      enCode: 'h.dept',
    });
    await server.api('POST', '/api/system/DictionaryType', admin, {
      parentId: '0',
      fullName: '历史字典',
      enCode: 'historyDict',
    });
    await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '历史角色',
      enCode: 'historyRole',
    });
    const search = async (kind: string) =>
      (await server.api('GET', `/admin-api/system/history?kind=${kind}&action=create`, admin)).data
        .list as Entry[];
    for (const kind of [
      'area',
      'billRule',
      'printTemplate',
      'position',
      'organize',
      'dictionaryType',
      'role',
    ])
      expect((await search(kind)).length, kind).toBeGreaterThan(0);
  });

  it('names the buttons a grant added and removed, by their translated names', async () => {
    const roleId = roles.staff as string;
    const grants = (await server.api('GET', `/admin-api/system/role/permission/${roleId}`, admin)).data;
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const flat = (nodes: { buttons: { id: string }[]; children: unknown[] }[]): { id: string }[] =>
      nodes.flatMap((n) => [...n.buttons, ...flat(n.children as typeof nodes)]);
    const newButton = flat(tree).find((b) => !grants.buttons.includes(b.id));
    expect(newButton).toBeDefined();
    const answer = await server.api('POST', `/admin-api/system/role/sync_permission/${roleId}`, admin, {
      ...grants,
      buttons: [...grants.buttons, newButton?.id],
    });
    expect(answer.code).toBe(200);
    const [entry] = await historyOf('role', roleId);
    expect(entry?.action).toBe('grant');
    expect(entry?.changes).toEqual([
      expect.objectContaining({ field: 'buttons', added: [newButton?.id], removed: [] }),
    ]);
    expect(entry?.names[newButton?.id as string]).toMatch(/ · /);
    const en = await server.call<{ list: Entry[] }>({
      method: 'GET',
      url: `/admin-api/system/history/role/${roleId}`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(en.data.list[0]?.names[newButton?.id as string]).toMatch(
      /^[^\u4e00-\u9fff]+ · [^\u4e00-\u9fff]+$/,
    );
  });
});

describe('restoring old values from an update entry', () => {
  const save = (id: string, body: object, restoreOf?: string) =>
    server.call<{ fields?: { path: string }[] }>({
      method: 'PUT',
      url: `/admin-api/system/user/${id}`,
      headers: { authorization: admin, ...(restoreOf === undefined ? {} : { 'x-restore-of': restoreOf }) },
      payload: body,
    });

  it('records the save of the old values as restore, and refuses a reference to another record', async () => {
    const id = userIds.newbie as string;
    const stored = (await server.api('GET', `/admin-api/system/user/${id}`, admin)).data;
    expect((await save(id, { mobile: '13500004444' })).code).toBe(200);
    const [changed] = (await historyOf('user', id)) as (Entry & { id: string })[];
    expect(changed?.action).toBe('update');

    // An entry of another record, or one that is no update, cannot label this save: 400, nothing saved.
    const [other] = (await historyOf('user', userIds.staff as string)) as (Entry & { id: string })[];
    const refused = await save(id, { mobile: stored.mobile ?? '' }, other?.id);
    expect(refused.code).toBe(400);
    expect(refused.data.fields?.[0]?.path).toBe('restoreOf');
    expect((await save(id, { mobile: stored.mobile ?? '' }, 'not an id')).code).toBe(400);
    expect((await server.api('GET', `/admin-api/system/user/${id}`, admin)).data.mobile).toBe('135****4444');

    expect((await save(id, { mobile: stored.mobile ?? '' }, changed?.id)).code).toBe(200);
    const [restored] = await historyOf('user', id);
    expect(restored).toMatchObject({
      action: 'restore',
      account: 'admin',
      changes: [{ field: 'mobile', before: '135****4444', after: stored.mobile ?? null }],
    });
    // The audit search finds it under its action.
    const found = (await server.api('GET', `/admin-api/system/history?recordId=${id}&action=restore`, admin))
      .data.list as Entry[];
    expect(found.length).toBe(1);
  });
});

describe('restoring a deleted record from its delete entry', () => {
  const deleteEntryOf = async (kind: string, recordId: string) =>
    (
      await server.api(
        'GET',
        `/admin-api/system/history?kind=${kind}&recordId=${recordId}&action=delete`,
        admin,
      )
    ).data.list[0] as { id: string; restorable: boolean };

  it('brings a deleted user back with its roles, records the restore, and refuses once the account is taken', async () => {
    const roleList = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
    const roleId = roleList[0].id as string;
    await server.api('POST', '/admin-api/system/user', admin, {
      account: 'comeback',
      realName: '回来',
      mobile: '13600001111',
      organizeId: orgs['pmc.office'],
      roleIds: [roleId],
    });
    const id = (await server.api('GET', '/admin-api/system/user?keyword=comeback', admin)).data.list[0].id;
    expect((await server.api('DELETE', `/admin-api/system/user/${id}`, admin)).code).toBe(200);
    const entry = await deleteEntryOf('user', id);
    expect(entry.restorable).toBe(true);
    // The audit search names the deleted record by what it held.
    expect((entry as { recordName?: string }).recordName).toBe('comeback');
    expect((await server.api('POST', `/admin-api/system/history/${entry.id}/restore`, admin)).code).toBe(200);
    const back = (await server.api('GET', `/admin-api/system/user/${id}`, admin)).data;
    expect(back).toMatchObject({
      account: 'comeback',
      mobile: '136****1111',
      roleIds: [roleId],
      isWeakPwd: true,
    });
    const [latest] = await historyOf('user', id);
    expect(latest?.action).toBe('restore');
    // Restored already: the account is taken (by the restored user itself), named in the answer.
    const again = await server.api('POST', `/admin-api/system/history/${entry.id}/restore`, admin);
    expect(again).toMatchObject({ code: 400, msg: '账户“comeback”已存在' });
    expect(again.data.fields[0].path).toBe('account');
  });

  it('refuses a position whose code was taken again, naming the code', async () => {
    const body = { fullName: '复活岗', enCode: 'revivePos', type: 'other', organizeId: orgs['pmc.office'] };
    await server.api('POST', '/api/permission/Position', admin, body);
    const id = (await server.api('GET', '/api/permission/Position?keyword=revivePos', admin)).data.list[0].id;
    await server.api('DELETE', `/api/permission/Position/${id}`, admin);
    await server.api('POST', '/api/permission/Position', admin, body);
    const entry = await deleteEntryOf('position', id);
    const answer = await server.api('POST', `/admin-api/system/history/${entry.id}/restore`, admin);
    expect(answer).toMatchObject({ code: 400 });
    expect(answer.data.fields[0].path).toBe('enCode');
  });

  it('refuses an entry that is no delete', async () => {
    const [entry] = await historyOf('user', userIds.staff as string);
    const answer = await server.api(
      'POST',
      `/admin-api/system/history/${(entry as unknown as { id: string }).id}/restore`,
      admin,
    );
    expect(answer.code).toBe(400);
  });
});

describe('reading history inside the data scope', () => {
  it('shows staff only the entries of records inside their scope, in the search and per record', async () => {
    const staff = await server.signIn('staff', 'Staff@2026');
    const staffRole = roles.staff as string;
    const grants = (await server.api('GET', `/admin-api/system/role/permission/${staffRole}`, admin)).data;
    // Staff holds only the staff role (an earlier test gave them another, of data scope 'all').
    await server.api('PUT', `/admin-api/system/user/${userIds.staff}`, admin, { roleIds: [staffRole] });
    // Changes in two organisations: staff's own (pmc.it.dev) and one outside it.
    const inside = orgs['pmc.it.dev'] as string;
    const outside = orgs['pmc.office'] as string;
    await server.api('POST', '/admin-api/system/user', admin, {
      account: 'scopein',
      realName: '内',
      organizeId: inside,
    });
    await server.api('POST', '/admin-api/system/user', admin, {
      account: 'scopeout',
      realName: '外',
      organizeId: outside,
    });
    const idOf = async (account: string) =>
      (await server.api('GET', `/admin-api/system/user?keyword=${account}`, admin)).data.list[0].id as string;
    const [inId, outId] = [await idOf('scopein'), await idOf('scopeout')];
    await server.api('POST', `/admin-api/system/role/sync_permission/${staffRole}`, admin, {
      ...grants,
      dataScope: 'org',
    });
    try {
      const seen = (await server.api('GET', '/admin-api/system/history?kind=user&pageSize=500', staff)).data
        .list as {
        recordId: string;
      }[];
      expect(seen.map((e) => e.recordId)).toContain(inId);
      expect(seen.map((e) => e.recordId)).not.toContain(outId);
      expect(await historyOf('user', outId, staff)).toEqual([]);
      expect((await historyOf('user', inId, staff)).length).toBe(1);
      // Administrators see both.
      const all = (await server.api('GET', '/admin-api/system/history?kind=user&pageSize=500', admin)).data
        .list as {
        recordId: string;
      }[];
      expect(all.map((e) => e.recordId)).toEqual(expect.arrayContaining([inId, outId]));
    } finally {
      await server.api('POST', `/admin-api/system/role/sync_permission/${staffRole}`, admin, grants);
    }
  });

  it('refuses a kind whose page the caller does not hold, and an unknown kind', async () => {
    await server.api('POST', '/admin-api/system/user', admin, {
      account: 'nopages',
      realName: '无页面',
      password: md5Hex('Nopages@2026'),
      organizeId: orgs['pmc.office'],
    });
    const nopages = await server.signIn('nopages', 'Nopages@2026');
    expect((await server.api('GET', '/admin-api/system/history/role/x', nopages)).code).toBe(403);
    expect((await server.api('GET', '/admin-api/system/history', nopages)).code).toBe(403);
    expect((await server.api('GET', '/admin-api/system/history/nothing/x', admin)).code).toBe(400);
  });

  it('is its own page: staff holding 变更历史 search it but export only with its 导出 button; fields come labelled', async () => {
    const staff = await server.signIn('staff', 'Staff@2026');
    const found = await server.api('GET', '/admin-api/system/history?kind=user&action=update', staff);
    expect(found.code).toBe(200);
    const entries = await server.call<{
      list: { labels: Record<string, string>; changes: { field: string }[] }[];
    }>({
      method: 'GET',
      url: '/admin-api/system/history?kind=user&action=update',
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    const withMobile = entries.data.list.find((e) => e.changes.some((c) => c.field === 'mobile'));
    expect(withMobile?.labels.mobile).toBe('Mobile');
    const exported = await server.app.inject({
      method: 'GET',
      url: '/admin-api/system/history/export?kind=user',
      headers: { authorization: staff },
    });
    expect(exported.json()).toMatchObject({ code: 403 });
  });

  it('exports the audit search as a workbook', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/admin-api/system/history/export?kind=user',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
