import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, organizes, permissionItems, rolePermissions, roles } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BASE = '/admin-api/system/views';
const PAGE = 'system.user';

/** A whole list state as the kit saves it. */
const state = (extra: Record<string, unknown> = {}) => ({
  keyword: 'zhang',
  filters: { enabledMark: '1' },
  sidx: 'creatorTime',
  sort: 'desc',
  pageSize: 50,
  columns: {
    order: ['account', 'realName'],
    widths: { account: 160 },
    pins: { account: 'left' },
    hidden: [],
  },
  density: 'compact',
  ...extra,
});

let server: TestServer;
let admin: string;
let staff: string;
let newbie: string;
let staffRoleId: string;

const create = (token: string, body: Record<string, unknown>) =>
  server.api('POST', BASE, token, { pageId: PAGE, state: state(), ...body });
const list = (token: string, pageId = PAGE) =>
  server.api('GET', `${BASE}?pageId=${encodeURIComponent(pageId)}`, token);
const info = (token: string, id: string) => server.api('GET', `${BASE}/${id}`, token);
const fieldsOf = (answer: { data: unknown }) =>
  ((answer.data as { fields?: { path: string }[] } | null)?.fields ?? []).map((f) => f.path);

/** Grants or withdraws one of a page's menu or button items to the staff role (staff and newbie hold it). */
async function grantStaff(pageId: string, granted: boolean, button?: string) {
  const db = server.database.db;
  const [page] = await db.select({ id: menus.id }).from(menus).where(eq(menus.enCode, pageId));
  let itemId = page?.id as string;
  if (button) {
    const [item] = await db
      .select({ id: permissionItems.id })
      .from(permissionItems)
      .where(and(eq(permissionItems.menuId, itemId), eq(permissionItems.enCode, button)));
    itemId = item?.id as string;
  }
  const kind = button ? 'button' : 'menu';
  if (granted) await db.insert(rolePermissions).values({ roleId: staffRoleId, kind, itemId });
  else
    await db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, staffRoleId), eq(rolePermissions.itemId, itemId)));
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff, newbie] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
    server.signIn('newbie', '123456'),
  ]);
  const [role] = await server.database.db.select().from(roles).where(eq(roles.enCode, 'staff'));
  staffRoleId = role?.id as string;
});
afterAll(() => server.close());

describe('saved views are per person', () => {
  it('saves a view and answers it whole; another user’s private view is 404 and absent from lists', async () => {
    const saved = await create(staff, { name: '  启用的张姓  ' });
    expect(saved.code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({
      pageId: PAGE,
      name: '启用的张姓',
      state: state(),
      shared: false,
      mine: true,
      isDefault: false,
      ownerName: '张三',
      lastModifyTime: null,
    });
    const id = saved.data.id as string;
    expect((await info(staff, id)).data).toEqual({ view: saved.data, dropped: [] });
    expect((await list(staff)).data.list.map((v: { id: string }) => v.id)).toEqual([id]);

    expect((await info(newbie, id)).code).toBe(404);
    expect((await server.api('PUT', `${BASE}/${id}`, newbie, { name: 'x' })).code).toBe(404);
    expect((await server.api('DELETE', `${BASE}/${id}`, newbie)).code).toBe(404);
    expect((await list(newbie)).data.list).toEqual([]);
    // Not even an administrator sees someone's private view.
    expect((await info(admin, id)).code).toBe(404);
  });

  it('keeps names unique per owner and page (trimmed), but two people may use the same name', async () => {
    await create(staff, { name: '同名' });
    const again = await create(staff, { name: ' 同名 ' });
    expect(again.code).toBe(400);
    expect(again.msg).toBe('已存在同名视图');
    expect(fieldsOf(again)).toEqual(['name']);
    expect((await create(newbie, { name: '同名' })).code).toBe(200);
    expect((await create(staff, { name: '同名', pageId: 'system.position' })).code).toBe(200);
    const renamed = await create(staff, { name: '另一个' });
    const clash = await server.api('PUT', `${BASE}/${renamed.data.id}`, staff, { name: '同名' });
    expect([clash.code, fieldsOf(clash)]).toEqual([400, ['name']]);
  });

  it('changes only what is sent and stamps lastModifyTime', async () => {
    const saved = await create(staff, { name: '待改' });
    const changed = await server.api('PUT', `${BASE}/${saved.data.id}`, staff, {
      state: state({ density: 'default', pageSize: 100 }),
    });
    expect(changed.code, changed.msg).toBe(200);
    expect(changed.data.name).toBe('待改');
    expect(changed.data.state).toMatchObject({ density: 'default', pageSize: 100, keyword: 'zhang' });
    expect(changed.data.lastModifyTime).toEqual(expect.any(Number));
  });

  it('refuses more than 50 views of one page', async () => {
    const page = 'system.area';
    for (let i = (await list(newbie, page)).data.list.length; i < 50; i++)
      expect((await create(newbie, { pageId: page, name: `v${i}` })).code).toBe(200);
    const over = await create(newbie, { pageId: page, name: 'v50' });
    expect(over.code).toBe(400);
    expect(over.msg).toContain('50');
  });
});

describe('shared views', () => {
  it('sharing needs the page’s 分享视图 button, on create and on update', async () => {
    const refused = await create(staff, { name: '想共享', shared: true });
    expect(refused.code).toBe(403);
    const mine = await create(staff, { name: '私有' });
    expect((await server.api('PUT', `${BASE}/${mine.data.id}`, staff, { shared: true })).code).toBe(403);
    // The administrator holds every button.
    expect((await create(admin, { name: '管理员共享', shared: true })).code).toBe(200);
  });

  it('shows a shared view to everyone who can open the page, read-only; they may copy it', async () => {
    await grantStaff(PAGE, true, 'btn_shareView');
    try {
      const shared = await create(staff, { name: '共享视图', shared: true, state: state({ keyword: 'li' }) });
      expect(shared.code, shared.msg).toBe(200);
      const id = shared.data.id as string;

      const seen = (await list(newbie)).data.list as { id: string; mine: boolean; name: string }[];
      const others = seen.filter((v) => !v.mine).map((v) => v.name);
      // By name, the same on every database (code point order).
      expect(others).toEqual(['共享视图', '管理员共享']);
      // Own views first, then the shared ones.
      expect(seen.findIndex((v) => v.mine)).toBe(0);
      const read = await info(newbie, id);
      expect(read.data.view).toMatchObject({ mine: false, shared: true, ownerName: '张三' });

      const update = await server.api('PUT', `${BASE}/${id}`, newbie, { name: '抢过来' });
      expect(update.code).toBe(403);
      expect(update.msg).toBe('共享视图对您只读，可另存为自己的视图后修改');
      expect((await server.api('DELETE', `${BASE}/${id}`, newbie)).code).toBe(403);

      const copy = await create(newbie, { name: '共享视图', state: read.data.view.state });
      expect(copy.code, copy.msg).toBe(200);
      expect(copy.data).toMatchObject({ mine: true, shared: false, state: shared.data.state });

      // Withdrawing the share hides it again.
      expect((await server.api('PUT', `${BASE}/${id}`, staff, { shared: false })).code).toBe(200);
      expect((await info(newbie, id)).code).toBe(404);
    } finally {
      await grantStaff(PAGE, false, 'btn_shareView');
    }
  });

  it('serves no view of a page the caller lost: list 403, info 404', async () => {
    const page = 'system.dictionary';
    const shared = await create(admin, { pageId: page, name: '字典共享', shared: true });
    const own = await create(staff, { pageId: page, name: '字典私有' });
    expect((await info(staff, shared.data.id)).code).toBe(200);
    await grantStaff(page, false);
    try {
      expect((await list(staff, page)).code).toBe(403);
      expect((await info(staff, shared.data.id)).code).toBe(404);
      expect((await info(staff, own.data.id)).code).toBe(404);
      expect((await create(staff, { pageId: page, name: '再存' })).code).toBe(403);
    } finally {
      await grantStaff(page, true);
    }
    expect((await info(staff, own.data.id)).code).toBe(200);
  });
});

describe('bad input is refused with 400 naming the field', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a page size the pager lacks', { name: 'a', state: state({ pageSize: 30 }) }, 'state.pageSize'],
    ['an unknown state key', { name: 'a', state: state({ color: 'red' }) }, 'state.color'],
    [
      'a width of 5',
      { name: 'a', state: state({ columns: { order: [], widths: { account: 5 }, pins: {}, hidden: [] } }) },
      'state.columns.widths.account',
    ],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name of 51 characters', { name: '名'.repeat(51) }, 'name'],
    ['an unknown page', { name: 'a', pageId: 'system.nothing' }, 'pageId'],
    ['a directory for a page', { name: 'a', pageId: 'system' }, 'pageId'],
  ];
  for (const [what, body, field] of cases)
    it(what, async () => {
      const answer = await create(staff, body);
      expect(answer.code, answer.msg).toBe(400);
      expect(fieldsOf(answer)).toContain(field);
    });

  it('an unknown page on list and on setDefault', async () => {
    const listed = await list(staff, 'nowhere');
    expect([listed.code, fieldsOf(listed)]).toEqual([400, ['pageId']]);
    const set = await server.api('PUT', `${BASE}/default`, staff, { pageId: 'nowhere', viewId: null });
    expect([set.code, fieldsOf(set)]).toEqual([400, ['pageId']]);
  });
});

describe('the default view', () => {
  it('is per person and page, may be a shared view, and is cleared when its view is deleted', async () => {
    const page = 'system.role';
    const mine = await create(staff, { pageId: page, name: '默认' });
    const shared = await create(admin, { pageId: page, name: '大家的', shared: true });
    const set = (token: string, viewId: string | null) =>
      server.api('PUT', `${BASE}/default`, token, { pageId: page, viewId });

    expect((await set(staff, mine.data.id)).data).toEqual({ viewId: mine.data.id });
    expect((await info(staff, mine.data.id)).data.view.isDefault).toBe(true);
    expect((await set(newbie, shared.data.id)).data).toEqual({ viewId: shared.data.id });
    const ofStaff = (await list(staff, page)).data.list as { id: string; isDefault: boolean }[];
    expect(ofStaff.filter((v) => v.isDefault).map((v) => v.id)).toEqual([mine.data.id]);
    // Another's private view, or one of another page, cannot be a default.
    expect((await set(newbie, mine.data.id)).code).toBe(404);
    const otherPage = await create(staff, { pageId: 'system.position', name: '岗位' });
    const wrongPage = await set(staff, otherPage.data.id);
    expect([wrongPage.code, fieldsOf(wrongPage)]).toEqual([400, ['viewId']]);

    expect((await server.api('DELETE', `${BASE}/${shared.data.id}`, admin)).code).toBe(200);
    const after = (await list(newbie, page)).data.list as { isDefault: boolean }[];
    expect(after.some((v) => v.isDefault)).toBe(false);
    expect((await set(staff, null)).data).toEqual({ viewId: null });
    expect((await info(staff, mine.data.id)).data.view.isDefault).toBe(false);
  });
});

describe('filters naming a record that is gone', () => {
  it('are dropped from the answered state and named in `dropped`', async () => {
    const [root] = await server.database.db.select().from(organizes).where(eq(organizes.enCode, 'pmc'));
    const enCode = `views.gone${Date.now() % 100000}`;
    const made = await server.api('POST', '/admin-api/system/dept', admin, {
      parentId: root?.id,
      fullName: '将删除的部门',
      enCode,
    });
    expect(made.code, made.msg).toBe(200);
    const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=500', admin)).data.list;
    const deptId = depts.find((d: { enCode: string }) => d.enCode === enCode).id as string;
    const filters = { organizeId: deptId, positionId: 'no-such-position', enabledMark: '1' };
    const saved = await create(admin, { name: '按部门', state: state({ filters }) });
    expect((await info(admin, saved.data.id)).data.dropped).toEqual(['positionId']);

    expect((await server.api('DELETE', `/admin-api/system/dept/${deptId}`, admin)).code).toBe(200);
    const read = await info(admin, saved.data.id);
    expect(read.data.dropped).toEqual(['organizeId', 'positionId']);
    expect(read.data.view.state.filters).toEqual({ enabledMark: '1' });
    // The stored view keeps them: only the answer leaves them out.
    const stored = (await list(admin)).data.list.find((v: { id: string }) => v.id === saved.data.id);
    expect(stored.state.filters).toEqual(filters);
  });
});

describe('writes are personal settings, not records', () => {
  it('go to the operation log, not to record history', async () => {
    const saved = await create(staff, { name: '日志里' });
    await server.api('DELETE', `${BASE}/${saved.data.id}`, staff);
    const ops = await server.api(
      'GET',
      '/api/permission/OperationLog?currentPage=1&pageSize=50&account=staff',
      admin,
    );
    const paths = ops.data.list.map((row: { method: string; path: string }) => `${row.method} ${row.path}`);
    expect(paths).toContain(`POST ${BASE}`);
    expect(paths).toContain(`DELETE ${BASE}/${saved.data.id}`);
    const history = await server.api(
      'GET',
      `/admin-api/system/history?currentPage=1&pageSize=20&recordId=${saved.data.id}`,
      admin,
    );
    expect(history.data.list).toEqual([]);
  });
});
