import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userImportKind } from '../src/modules/user/user-import.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
let orgs: Record<string, string>;
let staffRoleId: string;
const base = '/admin-api/system/user/import';
const HEADER = ['账号', '姓名', '性别', '手机', '邮箱', '身份证号', '所属组织', '岗位', '角色', '状态'];
const rawSql = (text: string) => server.database.db.execute(sql.raw(text));

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
  expect(
    (
      await server.api('POST', '/admin-api/system/user', admin, {
        account: 'existing1',
        realName: '已有',
        mobile: '13900000001',
        organizeId: orgs['pmc.office'],
      })
    ).code,
  ).toBe(200);
});
afterAll(() => server.close());

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(token: string, content: Buffer, options: { language?: string; query?: string } = {}) {
  const boundary = '----pmc-import';
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  return server.call<any>({
    method: 'POST',
    url: `${base}/preview${options.query ?? ''}`,
    headers: {
      authorization: token,
      'accept-language': options.language ?? 'zh-CN',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const userCount = async () =>
  (await server.api('GET', '/admin-api/system/user?pageSize=20', admin)).data.pagination.total as number;

const good = (account: string, extra: Partial<Record<number, string>> = {}) => {
  const row = [account, '导入者', '男', '13800000000', '', '', 'pmc.office', '', '', '启用'];
  for (const [at, value] of Object.entries(extra)) row[Number(at)] = value as string;
  return row;
};

describe('user import: preview', () => {
  it('answers per row new, update, unchanged or error with the cell and message; writes nothing', async () => {
    const before = await userCount();
    const file = await xlsx([
      HEADER,
      good('imp001'),
      good('imp002', { 3: '12345' }), // bad mobile
      good('imp003', { 6: '没有这个组织' }), // unknown organisation
      good('imp001'), // duplicate account inside the file
      good('existing1', { 1: '已有', 2: '', 3: '13900000001', 6: '综合办公室' }), // unchanged
      good('existing1x'),
      good('existing1', { 1: '改名' }), // the same account again: a duplicate
    ]);
    const answer = await upload(admin, file);
    expect(answer.code).toBe(200);
    const rows = answer.data.rows as {
      row: number;
      status: string;
      errors: { field: string; msg: string }[];
    }[];
    expect(rows.map((r) => [r.row, r.status])).toEqual([
      [2, 'new'],
      [3, 'error'],
      [4, 'error'],
      [5, 'error'],
      [6, 'unchanged'],
      [7, 'new'],
      [8, 'error'],
    ]);
    expect(rows[1]?.errors).toEqual([{ field: 'mobile', msg: '请正确输入您的手机号' }]);
    expect(rows[2]?.errors).toEqual([{ field: 'organizeName', msg: '“没有这个组织”不存在' }]);
    expect(rows[3]?.errors).toEqual([{ field: 'account', msg: '“imp001”在文件中重复' }]);
    expect(answer.data.counts).toEqual({ new: 2, update: 0, unchanged: 1, error: 4 });
    expect(answer.data.headers[0]).toEqual({ header: '账号', key: 'account' });
    expect(await userCount()).toBe(before);
  });

  it('names the fields an update would change, and answers in the caller language', async () => {
    const file = await xlsx([
      ['Account', 'Name', 'Mobile', 'Organisation'],
      ['existing1', '新名字', '13900000002', 'pmc.office'],
      ['imp9', '名字', '1', 'pmc.office'],
    ]);
    const answer = await upload(admin, file, { language: 'en' });
    expect(answer.data.rows[0]).toMatchObject({ status: 'update', changes: ['realName', 'mobile'] });
    expect(answer.data.rows[1].errors[0].msg).toBe('Please enter a valid mobile number');
  });

  it('reads CSV in UTF-8 (with BOM) and in GBK as Chinese Excel writes it', async () => {
    const text = `${HEADER.join(',')}\r\ncsv001,张三,男,13800000000,,,综合办公室,,,启用\r\n`;
    const utf8 = await upload(admin, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(utf8.data.rows[0]).toMatchObject({
      status: 'new',
      values: { account: 'csv001', realName: '张三' },
    });
    // GBK bytes of the same text (TextDecoder reads GBK; iconv-free encoding of the few characters used).
    const gbk = Buffer.from(
      new Uint8Array(
        [...text].flatMap((ch) => {
          const table: Record<string, number[]> = {
            账: [0xd5, 0xcb],
            号: [0xba, 0xc5],
            姓: [0xd0, 0xd5],
            名: [0xc3, 0xfb],
            性: [0xd0, 0xd4],
            别: [0xb1, 0xf0],
            手: [0xca, 0xd6],
            机: [0xbb, 0xfa],
            邮: [0xd3, 0xca],
            箱: [0xcf, 0xe4],
            身: [0xc9, 0xed],
            份: [0xb7, 0xdd],
            证: [0xd6, 0xa4],
            所: [0xcb, 0xf9],
            属: [0xca, 0xf4],
            组: [0xd7, 0xe9],
            织: [0xd6, 0xaf],
            岗: [0xb8, 0xda],
            位: [0xce, 0xbb],
            角: [0xbd, 0xc7],
            色: [0xc9, 0xab],
            状: [0xd7, 0xb4],
            态: [0xcc, 0xac],
            张: [0xd5, 0xc5],
            三: [0xc8, 0xfd],
            男: [0xc4, 0xd0],
            综: [0xd7, 0xdb],
            合: [0xba, 0xcf],
            办: [0xb0, 0xec],
            公: [0xb9, 0xab],
            室: [0xca, 0xd2],
            启: [0xc6, 0xf4],
            用: [0xd3, 0xc3],
          };
          return table[ch] ?? [ch.charCodeAt(0)];
        }),
      ),
    );
    expect(new TextDecoder('gbk').decode(gbk)).toBe(text);
    const answer = await upload(admin, gbk);
    expect(answer.data.rows[0]).toMatchObject({
      status: 'new',
      values: { account: 'csv001', realName: '张三' },
    });
  });

  it('keeps Chinese text whole across the chunks of a streamed sheet', async () => {
    const rows = [HEADER];
    for (let i = 0; i < 3000; i++) rows.push(good(`cjk${i}`, { 1: `导入用户第${i}号` }));
    const answer = await upload(admin, await xlsx(rows));
    expect(answer.data.counts).toEqual({ new: 3000, update: 0, unchanged: 0, error: 0 });
    expect(JSON.stringify(answer.data.rows)).not.toContain('\uFFFD');
    expect(answer.data.rows[2999].values.realName).toBe('导入用户第2999号');
  });

  it('makes formula cells inert on import', async () => {
    const file = await xlsx([HEADER, good('imp010', { 1: '=HYPERLINK("http://x","y")', 4: '@SUM(A1)' })]);
    const row = (await upload(admin, file)).data.rows[0];
    expect(row.values.realName).toBe('\'=HYPERLINK("http://x","y")');
    expect(row.values.email).toBe("'@SUM(A1)");
    expect(row.status).toBe('error');
  });

  it('maps a column whose header differs from the template', async () => {
    const file = await xlsx([
      ['登录名', '姓名', '所属组织'],
      ['map001', '映射', 'pmc.office'],
    ]);
    const unmapped = await upload(admin, file);
    expect(unmapped.data.headers[0]).toEqual({ header: '登录名', key: null });
    expect(unmapped.data.rows[0].errors[0]).toMatchObject({ field: 'account', msg: '账号不能为空' });
    const mapped = await upload(admin, file, {
      query: `?mapping=${encodeURIComponent('{"登录名":"account"}')}`,
    });
    expect(mapped.data.rows[0]).toMatchObject({ status: 'new', values: { account: 'map001' } });
  });

  it('refuses a zip bomb and an oversized sheet with a 400 before expanding them', async () => {
    // 40 MB of zeros deflates to about 40 KB: refused from the central directory's declared ratio.
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 ** 2) }, { level: 9 }),
    );
    const answer = await upload(admin, bomb);
    expect(answer).toMatchObject({ code: 400, msg: '导入文件解压后过大或结构异常，已拒绝读取' });
    // A zip whose directory lies about a size: refused while inflating, nothing kept.
    const liar = Buffer.from(zipSync({ 'a.xml': new Uint8Array(3 * 1024 ** 2).fill(65) }, { level: 9 }));
    const dir = liar.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    liar.writeUInt32LE(100, dir + 24);
    expect(await upload(admin, liar)).toMatchObject({
      code: 400,
      msg: '导入文件解压后过大或结构异常，已拒绝读取',
    });
    const rows = ['账号,姓名,所属组织'];
    for (let i = 0; i <= 100_000; i++) rows.push(`big${i},名,pmc.office`);
    expect(await upload(admin, Buffer.from(rows.join('\n')))).toMatchObject({
      code: 400,
      msg: '一次最多导入100000条',
    });
    // A sheet is read, never kept: one past UPLOAD_MAX_MB (5 MB here) is still read, up to 40 MB.
    const small = unzipSync(
      await xlsx([
        ['账号', '姓名', '所属组织'],
        ['wide1', '名', 'pmc.office'],
      ]),
    );
    const picture = Uint8Array.from({ length: 6 * 1024 ** 2 }, (_, i) => (i * 2654435761) >>> 24);
    const padded = Buffer.from(zipSync({ ...small, 'xl/media/image1.bin': [picture, { level: 0 }] }));
    expect(await upload(admin, padded)).toMatchObject({ code: 200, data: { counts: { new: 1 } } });
    expect(await upload(admin, Buffer.alloc(41 * 1024 ** 2, '\n'))).toMatchObject({
      code: 400,
      msg: '文件大小超过40MB',
    });
    expect(await upload(admin, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0]))).toMatchObject({ code: 400 });
  });

  it('checks each row against the caller: organisation out of scope, roles not held', async () => {
    const grants = (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const userPage = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { enCode: string }) => n.enCode === 'system.user');
    const add = userPage.buttons.find((b: { enCode: string }) => b.enCode === 'btn_add').id;
    const synced = await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
      ...grants,
      buttons: [...grants.buttons, add],
      dataScope: 'org',
    });
    expect(synced.code).toBe(200);
    const made = await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '导入审计',
      enCode: 'importAudit',
    });
    expect(made.code).toBe(200);
    const other = { fullName: '导入审计' };
    const file = await xlsx([
      HEADER,
      good('scope1', { 6: 'pmc.it.dev' }),
      good('scope2', { 6: 'pmc.office' }),
      good('scope3', { 6: 'pmc.it.dev', 8: other.fullName }),
      good('existing1', { 6: 'pmc.it.dev' }),
    ]);
    const answer = await upload(staff, file);
    expect(answer.code).toBe(200);
    const rows = answer.data.rows;
    expect(rows[0].status).toBe('new');
    expect(rows[1].errors).toEqual([{ field: 'organizeName', msg: '该组织不在您的数据权限范围内' }]);
    expect(rows[2].errors).toEqual([{ field: 'roleIds', msg: '不能授予自己没有的角色' }]);
    expect(rows[3].errors[0]).toEqual({ field: 'account', msg: '无权限,禁止访问' });
    await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, grants);
  });
});

describe('user import: progress of a preview', () => {
  const progressOf = (token: string, ticket: string) =>
    server.api('GET', `${base}/progress?ticket=${ticket}`, token);

  it('reports the rows checked while the preview is under way, to the caller only', async () => {
    const header = HEADER.join(',');
    const lines = Array.from({ length: 2_500 }, (_, at) => good(`prog${at}`).join(','));
    const csv = Buffer.from(`${header}\r\n${lines.join('\r\n')}\r\n`);
    // Each question is asked from inside the second and third chunks' judging, which the preview
    // awaits: the answers are what the page would see at that moment.
    const seen: unknown[] = [];
    const judge = userImportKind.judge;
    const spy = vi.spyOn(userImportKind, 'judge').mockImplementation(async (...args) => {
      if (spy.mock.calls.length > 1) {
        seen.push((await progressOf(admin, 'ticket-abc123')).data);
        seen.push((await progressOf(staff, 'ticket-abc123')).data);
      }
      return judge.apply(userImportKind, args);
    });
    try {
      const answer = await upload(admin, csv, { query: '?ticket=ticket-abc123' });
      expect(answer.code).toBe(200);
      // Streamed a few hundred rows at a time (http/json-pieces.ts): every row arrives, in order.
      expect(answer.data.rows).toHaveLength(2_500);
      expect(answer.data.rows[2_499]).toMatchObject({ row: 2_501, values: { account: 'prog2499' } });
      expect(answer.data.counts).toMatchObject({ new: 2_500 });
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual([{ checked: 1_000, total: 2_500 }, null, { checked: 2_000, total: 2_500 }, null]);
    // Answered: nothing left to follow.
    expect((await progressOf(admin, 'ticket-abc123')).data).toBeNull();
  });

  it('refuses a malformed ticket with a 400 naming it', async () => {
    const answer = await progressOf(admin, 'no');
    expect(answer.code).toBe(400);
    expect(JSON.stringify(answer.data)).toContain('ticket');
  });
});

describe('user import: check and commit', () => {
  it('re-checks only the edited rows, still finding a duplicate among the others', async () => {
    const answer = await server.api('POST', `${base}/check`, admin, {
      rows: [
        {
          row: 3,
          values: { account: 'chk001', realName: '改好', organizeName: 'pmc.office', mobile: '13800000001' },
        },
        { row: 4, values: { account: 'chk002', realName: '重复', organizeName: 'pmc.office' } },
      ],
      otherKeys: ['chk002'],
    });
    expect(answer.data.rows.map((r: { status: string }) => r.status)).toEqual(['new', 'error']);
  });

  it('refuses the whole file while any row is at fault, writing nothing', async () => {
    const before = await userCount();
    const answer = await server.api('POST', `${base}/commit`, admin, {
      rows: [
        { row: 2, values: { account: 'all001', realName: '好', organizeName: 'pmc.office' } },
        { row: 3, values: { account: 'all002', realName: '坏', organizeName: 'pmc.office', mobile: '1' } },
      ],
    });
    expect(answer).toMatchObject({ code: 400, msg: '有1行数据有误，未导入任何数据' });
    expect(answer.data.rows[0]).toMatchObject({ row: 3, errors: [{ field: 'mobile' }] });
    expect(await userCount()).toBe(before);
  });

  it('rolls every row back when the transaction fails part-way', async () => {
    const before = await userCount();
    await rawSql(`create function pmc_refuse_boom() returns trigger language plpgsql as $$
      begin if new.account = 'boom' then raise exception 'refused'; end if; return new; end $$`);
    await rawSql(
      'create trigger pmc_refuse_boom before insert on users for each row execute function pmc_refuse_boom()',
    );
    try {
      const answer = await server.api('POST', `${base}/commit`, admin, {
        rows: [
          { row: 2, values: { account: 'rb001', realName: '好', organizeName: 'pmc.office' } },
          { row: 3, values: { account: 'boom', realName: '炸', organizeName: 'pmc.office' } },
        ],
      });
      expect(answer.code).toBe(500);
    } finally {
      await rawSql('drop trigger pmc_refuse_boom on users');
      await rawSql('drop function pmc_refuse_boom()');
    }
    expect(await userCount()).toBe(before);
  });

  it('commits in one go: creates, skips or updates existing, with an import history entry per row', async () => {
    const rows = [
      { row: 2, values: { account: 'cm001', realName: '新甲', organizeName: 'pmc.office', roleIds: '' } },
      {
        row: 3,
        values: { account: 'cm002', realName: '新乙', organizeName: '综合办公室', mobile: '13800000009' },
      },
      { row: 4, values: { account: 'existing1', realName: '改过', organizeName: 'pmc.office' } },
    ];
    const skipped = await server.api('POST', `${base}/commit`, admin, { rows, mode: 'skip' });
    expect(skipped.data).toMatchObject({ total: 3, created: 2, updated: 0, skipped: 1 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(skipped.data.skippedWorkbook, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(2).getCell(1).text).toBe('existing1');
    expect(skipped.msg).toBe('导入完成：新增2条，更新0条，跳过1条');

    const again = await server.api('POST', `${base}/commit`, admin, { rows: rows.slice(2), mode: 'update' });
    expect(again.data).toMatchObject({ created: 0, updated: 1, skipped: 0, skippedWorkbook: null });
    const found = (await server.api('GET', '/admin-api/system/user?keyword=existing1', admin)).data.list;
    const existing = found.find((u: { account: string }) => u.account === 'existing1');
    expect(existing.realName).toBe('改过');
    expect(existing.mobile).toBe('139****0001'); // a blank cell keeps the value (masked in answers)

    const [created] = (await server.api('GET', '/admin-api/system/user?keyword=cm002', admin)).data.list;
    expect(created).toMatchObject({ realName: '新乙', mobile: '138****0009', isWeakPwd: true });
    const history = await rawSql(
      `select action, record_id from record_history where kind = 'user' and record_id in ('${created.id}', '${existing.id}') order by created_at`,
    );
    const actions = (history as unknown as { rows: { action: string; record_id: string }[] }).rows;
    expect(actions.filter((h) => h.action === 'import').map((h) => h.record_id)).toEqual([
      created.id,
      existing.id,
    ]);
    expect(await server.signIn('cm002', '123456')).toBeTruthy();
  });

  it('refreshes the statistics of the users after a commit of a thousand rows', async () => {
    const rows = Array.from({ length: 1_000 }, (_, at) => ({
      row: at + 2,
      values: { account: `bulk${at}`, realName: `批量${at}`, organizeName: 'pmc.office' },
    }));
    const committed = await server.api('POST', `${base}/commit`, admin, { rows, mode: 'skip' });
    expect(committed.data).toMatchObject({ created: 1_000 });
    // ANALYZE reads every row of a table this small: the planner's count is the table's.
    const [{ reltuples, count }] = (
      (await rawSql(
        `select reltuples::int as reltuples, (select count(*)::int from users) as count
          from pg_class where relname = 'users'`,
      )) as unknown as { rows: { reltuples: number; count: number }[] }
    ).rows as [{ reltuples: number; count: number }];
    expect(reltuples).toBe(count);
  });

  it('updating needs the edit button', async () => {
    const rows = [{ row: 2, values: { account: 'existing1', realName: '再改', organizeName: 'pmc.office' } }];
    const grants = (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const userPage = tree
      .find((n: { enCode: string }) => n.enCode === 'system')
      .children.find((n: { enCode: string }) => n.enCode === 'system.user');
    const button = (code: string) => userPage.buttons.find((b: { enCode: string }) => b.enCode === code).id;
    const withoutEdit = grants.buttons.filter((id: string) => id !== button('btn_edit'));
    await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
      ...grants,
      buttons: [...withoutEdit, button('btn_add')],
    });
    expect(await server.api('POST', `${base}/commit`, staff, { rows, mode: 'update' })).toMatchObject({
      code: 403,
    });
    await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, grants);
  });
});

describe('user import: template and exports', () => {
  it('downloads a template in the caller language with an example row and allowed-value lists', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `${base}_template`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [sheet, lists] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(sheet.getRow(1).getCell(1).text).toBe('Account');
    expect(sheet.getRow(2).getCell(1).text).toBe('zhangsan');
    expect(lists.state).toBe('hidden');
    expect(lists.getCell('A1').text).toBe('Male');
    const validation = sheet.getCell('C5').dataValidation;
    expect(validation).toMatchObject({ type: 'list' });
    expect(validation.formulae?.[0]).toContain('$A$1:$A$2');
    // Positions and the roles the caller may give feed the drop-downs of their columns (H, I).
    expect(sheet.getCell('H3').dataValidation.formulae?.[0]).toContain('$B$1');
    const positions = (await server.api('GET', '/api/permission/Position/All', admin)).data.list;
    expect(lists.getColumn(2).values).toContain(positions[0].fullName);
  });

  it('neutralises formula text in exports', async () => {
    const { buildXlsx } = await import('../src/export/send-xlsx.ts');
    const body = await buildXlsx(
      's',
      [{ header: 'h', value: (v: string) => v }],
      ['=1+1', '-2', 'ok', '\tx'],
      { name: '管理员', account: 'admin', at: 0, line: 'stamp' },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const cells = [2, 3, 4, 5].map((r) => book.worksheets[0]?.getRow(r).getCell(1).value);
    expect(cells).toEqual(["'=1+1", "'-2", 'ok', "'\tx"]);
  });
});
