import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
const base = '/api/permission/Organize/import';
const HEADER = ['编码', '名称', '上级编码', '类型', '简称', '排序', '状态', '说明'];
const rawSql = async (text: string) =>
  ((await server.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
});
afterAll(() => server.close());

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('组织');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(token: string, content: Buffer, language = 'zh-CN') {
  const boundary = '----pmc-import';
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  return server.call<any>({
    method: 'POST',
    url: `${base}/preview`,
    headers: {
      authorization: token,
      'accept-language': language,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orgs.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const organizeCount = async () => Number((await rawSql('select count(*)::int as n from organizes'))[0]?.n);
const byCode = async (code: string) =>
  (await rawSql(`select id, parent_id, full_name, category from organizes where en_code = '${code}'`))[0];

describe('organisation import: preview', () => {
  it('answers per row with the cell at fault: unknown parent, loop, bad choice, duplicate; writes nothing', async () => {
    const before = await organizeCount();
    const file = await xlsx([
      HEADER,
      ['imp.child', '子部门', 'imp.top', '部门', '', '2', '启用', ''], // parent is a later row of the file
      ['imp.top', '导入公司', 'pmc.party', '公司', '导公', '1', '启用', ''],
      ['imp.lost', '迷路', 'no.such.code', '部门', '', '', '', ''],
      ['imp.a', '甲', 'imp.b', '', '', '', '', ''],
      ['imp.b', '乙', 'imp.a', '', '', '', '', ''],
      ['imp.kind', '类型错', '', '集团', '', '', '', ''],
      ['imp.top', '重复', '', '', '', '', '', ''],
      ['pmc.office', '综合办公室改', '', '', '', '', '', ''],
    ]);
    const answer = await upload(admin, file);
    expect(answer.code).toBe(200);
    const rows = answer.data.rows as { row: number; status: string; errors: unknown[]; changes: string[] }[];
    expect(rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'new'],
      [3, 'new'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
      [8, 'error'],
      [9, 'update'],
    ]);
    expect(rows[2]?.errors).toEqual([{ field: 'parentCode', msg: '“no.such.code”不存在' }]);
    expect(rows[3]?.errors).toEqual([{ field: 'parentCode', msg: '上级形成循环' }]);
    expect(rows[4]?.errors).toEqual([{ field: 'parentCode', msg: '上级形成循环' }]);
    expect(rows[5]?.errors).toEqual([{ field: 'category', msg: '格式不正确' }]);
    expect(rows[6]?.errors).toEqual([{ field: 'enCode', msg: '“imp.top”在文件中重复' }]);
    expect(rows[7]?.changes).toEqual(['fullName']);
    expect(answer.data.counts).toEqual({ new: 2, update: 1, unchanged: 0, error: 5 });
    expect(await organizeCount()).toBe(before);
  });

  it('checks the form rules and answers in the caller language', async () => {
    const file = await xlsx([
      ['Code', 'Name', 'Parent code'],
      ['imp.en', '', 'pmc.party'],
    ]);
    const answer = await upload(admin, file, 'en');
    expect(answer.data.rows[0].errors.map((e: { field: string }) => e.field)).toEqual(['fullName']);
  });

  it('a re-check may name a parent among the file rows not sent again', async () => {
    const answer = await server.api('POST', `${base}/check`, admin, {
      rows: [{ row: 3, values: { enCode: 'chk.child', fullName: '子', parentCode: 'chk.parent' } }],
      otherKeys: ['chk.parent'],
    });
    expect(answer.data.rows[0]).toMatchObject({ status: 'new', errors: [] });
  });

  it('applies the data scope per row: parents and records outside it are row errors', async () => {
    const grants = (
      await server.api('GET', `/admin-api/system/role/permission/${await staffRoleId()}`, admin)
    ).data;
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const page = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { enCode: string }) => n.enCode === 'system.organize');
    const add = page.buttons.find((b: { enCode: string }) => b.enCode === 'btn_add').id;
    const roleId = await staffRoleId();
    expect(
      (
        await server.api('POST', `/admin-api/system/role/sync_permission/${roleId}`, admin, {
          ...grants,
          menus: [...new Set([...grants.menus, page.id])],
          buttons: [...grants.buttons, add],
          dataScope: 'org',
        })
      ).code,
    ).toBe(200);
    try {
      const file = await xlsx([
        HEADER,
        ['scope.in', '范围内', 'pmc.it.dev', '部门', '', '', '', ''],
        ['scope.below', '范围内下级', 'scope.in', '部门', '', '', '', ''],
        ['scope.out', '范围外', 'pmc.office', '部门', '', '', '', ''],
        ['pmc.office', '改名', '', '', '', '', '', ''],
      ]);
      const answer = await upload(staff, file);
      expect(answer.code).toBe(200);
      const rows = answer.data.rows;
      expect(rows.map((r: { status: string }) => r.status)).toEqual(['new', 'new', 'error', 'error']);
      expect(rows[2].errors).toEqual([{ field: 'parentCode', msg: '该组织不在您的数据权限范围内' }]);
      expect(rows[3].errors[0]).toEqual({ field: 'enCode', msg: '无权限,禁止访问' });
    } finally {
      await server.api('POST', `/admin-api/system/role/sync_permission/${roleId}`, admin, grants);
    }
  });
});

async function staffRoleId(): Promise<string> {
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  return roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
}

describe('organisation import: commit', () => {
  it('refuses the whole file while any row is at fault, writing nothing', async () => {
    const before = await organizeCount();
    const answer = await server.api('POST', `${base}/commit`, admin, {
      rows: [
        { row: 2, values: { enCode: 'bad.ok', fullName: '好', parentCode: 'pmc.party' } },
        { row: 3, values: { enCode: 'bad.no', fullName: '坏', parentCode: 'nowhere' } },
      ],
    });
    expect(answer).toMatchObject({ code: 400, msg: '有1行数据有误，未导入任何数据' });
    expect(answer.data.rows[0]).toMatchObject({ row: 3, errors: [{ field: 'parentCode' }] });
    expect(await organizeCount()).toBe(before);
  });

  it('rolls every row back when the transaction fails part-way', async () => {
    const before = await organizeCount();
    await rawSql(`create function pmc_refuse_org() returns trigger language plpgsql as $$
      begin if new.en_code = 'boom' then raise exception 'refused'; end if; return new; end $$`);
    await rawSql(
      'create trigger pmc_refuse_org before insert on organizes for each row execute function pmc_refuse_org()',
    );
    try {
      const answer = await server.api('POST', `${base}/commit`, admin, {
        rows: [
          { row: 2, values: { enCode: 'rb.one', fullName: '好', parentCode: 'pmc.party' } },
          { row: 3, values: { enCode: 'boom', fullName: '炸', parentCode: 'rb.one' } },
        ],
      });
      expect(answer.code).toBe(500);
    } finally {
      await rawSql('drop trigger pmc_refuse_org on organizes');
      await rawSql('drop function pmc_refuse_org()');
    }
    expect(await organizeCount()).toBe(before);
  });

  it('creates parents before their children, updates or skips existing, with an import history entry per row', async () => {
    const rows = [
      { row: 2, values: { enCode: 'cm.leaf', fullName: '叶', parentCode: 'cm.mid', category: '部门' } },
      { row: 3, values: { enCode: 'cm.mid', fullName: '中', parentCode: 'cm.top', category: '部门' } },
      { row: 4, values: { enCode: 'cm.top', fullName: '顶', parentCode: 'pmc.party', sortCode: '7' } },
      { row: 5, values: { enCode: 'pmc.office', fullName: '办公室（导入）' } },
    ];
    const skipped = await server.api('POST', `${base}/commit`, admin, { rows, mode: 'skip' });
    expect(skipped.data).toMatchObject({ total: 4, created: 3, updated: 0, skipped: 1 });
    const [top, mid, leaf, party] = await Promise.all(
      ['cm.top', 'cm.mid', 'cm.leaf', 'pmc.party'].map(byCode),
    );
    expect(top).toMatchObject({ parent_id: party?.id, full_name: '顶', category: 'company' });
    expect(mid).toMatchObject({ parent_id: top?.id, category: 'department' });
    expect(leaf).toMatchObject({ parent_id: mid?.id });
    expect((await byCode('pmc.office'))?.full_name).toBe('综合办公室');

    const again = await server.api('POST', `${base}/commit`, admin, { rows: rows.slice(3), mode: 'update' });
    expect(again.data).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    const office = await byCode('pmc.office');
    expect(office?.full_name).toBe('办公室（导入）');

    const ids = [top, mid, leaf, office].map((o) => `'${o?.id}'`).join(',');
    const history = await rawSql(
      `select record_id from record_history where kind = 'organize' and action = 'import' and record_id in (${ids})`,
    );
    expect(new Set(history.map((h) => h.record_id))).toEqual(
      new Set([top, mid, leaf, office].map((o) => o?.id)),
    );
  });
});

describe('organisation import: template', () => {
  it('downloads a template in the caller language with an example row and allowed values', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `${base}_template`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[1]?.state).toBe('hidden');
    expect(typeDropDown(book)).toMatchObject({ type: 'list' });
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).text).toBe('Parent code');
    expect(sheet?.getRow(2).getCell(1).text).toBe('pmc.branch1');
    expect(book.worksheets[1]?.getColumn(1).values).toContain('Company');
  });
});

/** The drop-down of the type column (D) of the template's data rows. */
const typeDropDown = (book: ExcelJS.Workbook) => book.worksheets[0]?.getCell('D5').dataValidation;

describe('department import (部门管理)', () => {
  const deptBase = '/admin-api/system/dept/import';

  it('reads every row as a department under a named parent; a company code or no parent is a row error', async () => {
    const before = await organizeCount();
    const preview = await server.api('POST', `${deptBase}/check`, admin, {
      rows: [
        { row: 2, values: { enCode: 'dp.one', fullName: '一部', parentCode: 'pmc.party' } },
        { row: 3, values: { enCode: 'dp.two', fullName: '二部', parentCode: 'dp.one' } },
        { row: 4, values: { enCode: 'pmc', fullName: '中心' } },
        { row: 5, values: { enCode: 'dp.root', fullName: '无上级' } },
      ],
    });
    expect(preview.data.rows.map((r: { status: string }) => r.status)).toEqual([
      'new',
      'new',
      'error',
      'error',
    ]);
    expect(preview.data.rows[2].errors).toContainEqual({
      field: 'enCode',
      msg: '“pmc”是公司，不是部门',
    });
    expect(preview.data.rows[3].errors).toContainEqual({ field: 'parentCode', msg: '上级编码不能为空' });
    expect(await organizeCount()).toBe(before);

    const committed = await server.api('POST', `${deptBase}/commit`, admin, {
      rows: preview.data.rows
        .slice(0, 2)
        .map(({ row, values }: { row: number; values: object }) => ({ row, values })),
    });
    expect(committed.data).toMatchObject({ created: 2, updated: 0 });
    const [one, two, party] = await Promise.all(['dp.one', 'dp.two', 'pmc.party'].map(byCode));
    expect(one).toMatchObject({ parent_id: party?.id, category: 'department' });
    expect(two).toMatchObject({ parent_id: one?.id, category: 'department' });
    const listed = await server.api('GET', '/admin-api/system/dept?keyword=dp.&pageSize=20', admin);
    expect(listed.data.list.map((d: { enCode: string }) => d.enCode).sort()).toEqual(['dp.one', 'dp.two']);
  });

  it('offers a template without the type column, in the caller language', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `${deptBase}_template`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const [sheet] = book.worksheets;
    expect(sheet?.name).toBe('Departments');
    const headers = ((sheet?.getRow(1).values ?? []) as unknown[]).filter(Boolean);
    expect(headers).toEqual(['Code', 'Name', 'Parent code', 'Short name', 'Order', 'Status', 'Description']);
  });

  it('is the department page’s: a caller without its add button is refused', async () => {
    const answer = await server.api('POST', `${deptBase}/check`, staff, {
      rows: [{ row: 2, values: { enCode: 'dp.staff', fullName: '员工部', parentCode: 'pmc.party' } }],
    });
    expect(answer.code).toBe(403);
  });
});
