import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
const base = '/api/permission/Position/import';
const rawSql = async (text: string) =>
  ((await server.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
const positionCount = async () => Number((await rawSql('select count(*)::int as n from positions'))[0]?.n);

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
});
afterAll(() => server.close());

const row = (n: number, values: Record<string, string>) => ({ row: n, values });

describe('position import', () => {
  it('checks each row: type by dictionary name, organisation by code or name, form rules', async () => {
    const answer = await server.api('POST', `${base}/check`, admin, {
      rows: [
        row(2, { enCode: 'pi.ok', fullName: '好岗', type: '技术岗', organizeName: '综合办公室' }),
        row(3, { enCode: 'pi.type', fullName: '类型错', type: '没有的类型', organizeName: 'pmc' }),
        row(4, { enCode: 'pi.org', fullName: '组织错', type: 'other', organizeName: 'nowhere' }),
        row(5, { enCode: 'pi.name', type: 'other', organizeName: 'pmc' }),
        row(6, { enCode: 'pi.ok', fullName: '重复', type: 'other', organizeName: 'pmc' }),
      ],
    });
    expect(answer.code).toBe(200);
    const rows = answer.data.rows;
    expect(rows.map((r: { status: string }) => r.status)).toEqual([
      'new',
      'error',
      'error',
      'error',
      'error',
    ]);
    expect(rows[1].errors).toEqual([{ field: 'type', msg: '“没有的类型”不存在' }]);
    expect(rows[2].errors).toEqual([{ field: 'organizeName', msg: '“nowhere”不存在' }]);
    expect(rows[3].errors.map((e: { field: string }) => e.field)).toEqual(['fullName']);
    expect(rows[4].errors).toEqual([{ field: 'enCode', msg: '“pi.ok”在文件中重复' }]);
  });

  it('applies the data scope per row', async () => {
    const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
    const roleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
    const grants = (await server.api('GET', `/admin-api/system/role/permission/${roleId}`, admin)).data;
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const page = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { enCode: string }) => n.enCode === 'system.position');
    const add = page.buttons.find((b: { enCode: string }) => b.enCode === 'btn_add').id;
    await server.api('POST', `/admin-api/system/role/sync_permission/${roleId}`, admin, {
      ...grants,
      menus: [...new Set([...grants.menus, page.id])],
      buttons: [...grants.buttons, add],
      dataScope: 'org',
    });
    try {
      const answer = await server.api('POST', `${base}/check`, staff, {
        rows: [
          row(2, { enCode: 'ps.in', fullName: '范围内', type: 'other', organizeName: 'pmc.it.dev' }),
          row(3, { enCode: 'ps.out', fullName: '范围外', type: 'other', organizeName: 'pmc.office' }),
        ],
      });
      expect(answer.code).toBe(200);
      expect(answer.data.rows[0].status).toBe('new');
      expect(answer.data.rows[1].errors).toEqual([
        { field: 'organizeName', msg: '该组织不在您的数据权限范围内' },
      ]);
    } finally {
      await server.api('POST', `/admin-api/system/role/sync_permission/${roleId}`, admin, grants);
    }
  });

  it('commits all or nothing, with an import history entry per row', async () => {
    const before = await positionCount();
    const refused = await server.api('POST', `${base}/commit`, admin, {
      rows: [
        row(2, { enCode: 'pc.one', fullName: '一', type: 'other', organizeName: 'pmc' }),
        row(3, { enCode: 'pc.two', fullName: '二', type: 'nope', organizeName: 'pmc' }),
      ],
    });
    expect(refused).toMatchObject({ code: 400, data: { rows: [{ row: 3, errors: [{ field: 'type' }] }] } });
    expect(await positionCount()).toBe(before);

    const done = await server.api('POST', `${base}/commit`, admin, {
      rows: [
        row(2, {
          enCode: 'pc.one',
          fullName: '一',
          type: '管理岗',
          organizeName: 'pmc',
          enabledMark: '禁用',
        }),
        row(3, { enCode: 'pc.two', fullName: '二', type: 'other', organizeName: 'pmc', sortCode: '3' }),
      ],
    });
    expect(done.data).toMatchObject({ created: 2, updated: 0 });
    const made = await rawSql(
      `select id, type, enabled_mark, sort_code from positions where en_code in ('pc.one', 'pc.two') order by en_code`,
    );
    expect(made).toMatchObject([
      { type: 'manager', enabled_mark: 0 },
      { type: 'other', sort_code: 3 },
    ]);
    const updated = await server.api('POST', `${base}/commit`, admin, {
      rows: [row(2, { enCode: 'pc.two', fullName: '二改' })],
      mode: 'update',
    });
    expect(updated.data).toMatchObject({ created: 0, updated: 1 });
    const history = await rawSql(
      `select record_id from record_history where kind = 'position' and action = 'import' and record_id in ('${made[0]?.id}', '${made[1]?.id}')`,
    );
    expect(history.map((h) => h.record_id).sort()).toEqual([made[0]?.id, made[1]?.id, made[1]?.id].sort());
  });
});
