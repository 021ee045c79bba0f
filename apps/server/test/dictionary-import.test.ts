import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let treeType: string;
let flatType: string;
const base = (typeId: string) => `/api/system/DictionaryData/${typeId}/import`;
const HEADER = ['编码', '名称', '上级编码', '排序', '状态', '说明'];
const rawSql = async (text: string) =>
  ((await server.database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;

async function makeType(enCode: string, isTree: 0 | 1): Promise<string> {
  const made = await server.api('POST', '/api/system/DictionaryType', admin, {
    fullName: `导入${enCode}`,
    enCode,
    isTree,
  });
  expect(made.code).toBe(200);
  return String((await rawSql(`select id from dictionary_types where en_code = '${enCode}'`))[0]?.id);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  treeType = await makeType('imp.tree', 1);
  flatType = await makeType('imp.flat', 0);
  expect(
    (
      await server.api('POST', '/api/system/DictionaryData', admin, {
        dictionaryTypeId: treeType,
        fullName: '已有项',
        enCode: 'have',
      })
    ).code,
  ).toBe(200);
});
afterAll(() => server.close());

async function xlsx(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('字典数据');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(typeId: string, content: Buffer) {
  const boundary = '----pmc-import';
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
  return server.call<any>({
    method: 'POST',
    url: `${base(typeId)}/preview`,
    headers: {
      authorization: admin,
      'accept-language': 'zh-CN',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="items.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const items = async (typeId: string) =>
  await rawSql(
    `select id, en_code, parent_id, full_name, enabled_mark from dictionary_data where dictionary_type_id = '${typeId}' order by en_code`,
  );

describe('dictionary item import: preview', () => {
  it('answers per row with the cell at fault; states by name; writes nothing', async () => {
    const file = await xlsx([
      HEADER,
      ['kid', '子项', 'top', '2', '禁用', ''],
      ['top', '顶项', '', '1', '启用', ''],
      ['lost', '迷路', 'nowhere', '', '', ''],
      ['a', '甲', 'b', '', '', ''],
      ['b', '乙', 'a', '', '', ''],
      ['bad', '状态错', '', '', '也许', ''],
      ['num', '排序错', '', '第一', '', ''],
      ['top', '重复', '', '', '', ''],
      ['have', '已有项', '', '', '', ''],
      ['have2', '名上级', '已有项', '', '', ''],
    ]);
    const answer = await upload(treeType, file);
    expect(answer.code).toBe(200);
    const rows = answer.data.rows as { status: string; errors: unknown[] }[];
    expect(rows.map((r) => r.status)).toEqual([
      'new',
      'new',
      'error',
      'error',
      'error',
      'error',
      'error',
      'error',
      'unchanged',
      'new',
    ]);
    expect(rows[2]?.errors).toEqual([{ field: 'parentCode', msg: '“nowhere”不存在' }]);
    expect(rows[3]?.errors).toEqual([{ field: 'parentCode', msg: '上级形成循环' }]);
    expect(rows[5]?.errors).toEqual([{ field: 'enabledMark', msg: '格式不正确' }]);
    expect(rows[6]?.errors).toMatchObject([{ field: 'sortCode' }]);
    expect(rows[7]?.errors).toEqual([{ field: 'enCode', msg: '“top”在文件中重复' }]);
    expect((await items(treeType)).length).toBe(1);
  });

  it('a flat type takes no parent; an unknown type is a 400', async () => {
    const answer = await upload(flatType, await xlsx([HEADER, ['x', '某项', 'have', '', '', '']]));
    expect(answer.data.rows[0].errors).toEqual([{ field: 'parentCode', msg: '格式不正确' }]);
    const missing = await server.api('POST', `${base('no-such-type')}/check`, admin, {
      rows: [{ row: 2, values: { enCode: 'x', fullName: '某项' } }],
    });
    expect(missing.code).toBe(400);
  });
});

describe('dictionary item import: commit', () => {
  it('refuses the whole file while any row is at fault, writing nothing', async () => {
    const answer = await server.api('POST', `${base(treeType)}/commit`, admin, {
      rows: [
        { row: 2, values: { enCode: 'ok1', fullName: '好' } },
        { row: 3, values: { enCode: 'ok2', fullName: '坏', parentCode: 'nowhere' } },
      ],
    });
    expect(answer).toMatchObject({
      code: 400,
      data: { rows: [{ row: 3, errors: [{ field: 'parentCode' }] }] },
    });
    expect((await items(treeType)).length).toBe(1);
  });

  it('creates parents before children, updates in update mode, with an import history entry per row', async () => {
    const rows = [
      { row: 2, values: { enCode: 'leaf', fullName: '叶', parentCode: 'mid' } },
      { row: 3, values: { enCode: 'mid', fullName: '中', parentCode: 'root', enabledMark: 'Disabled' } },
      { row: 4, values: { enCode: 'root', fullName: '根' } },
      { row: 5, values: { enCode: 'have', fullName: '已有项改' } },
    ];
    const answer = await server.api('POST', `${base(treeType)}/commit`, admin, { rows, mode: 'update' });
    expect(answer.data).toMatchObject({ total: 4, created: 3, updated: 1, skipped: 0 });
    const byCode = Object.fromEntries((await items(treeType)).map((r) => [r.en_code, r]));
    expect(byCode.root).toMatchObject({ parent_id: '0', full_name: '根' });
    expect(byCode.mid).toMatchObject({ parent_id: byCode.root?.id, enabled_mark: 0 });
    expect(byCode.leaf).toMatchObject({ parent_id: byCode.mid?.id });
    expect(byCode.have?.full_name).toBe('已有项改');
    const ids = ['root', 'mid', 'leaf', 'have'].map((c) => byCode[c]?.id);
    const history = await rawSql(
      `select record_id from record_history where kind = 'dictionaryData' and action = 'import' and record_id in (${ids.map((id) => `'${id}'`).join(',')})`,
    );
    expect(new Set(history.map((h) => h.record_id))).toEqual(new Set(ids));
  });

  it('rolls every row back when the transaction fails part-way', async () => {
    const before = (await items(flatType)).length;
    await rawSql(`create function pmc_refuse_item() returns trigger language plpgsql as $$
      begin if new.en_code = 'boom' then raise exception 'refused'; end if; return new; end $$`);
    await rawSql(
      'create trigger pmc_refuse_item before insert on dictionary_data for each row execute function pmc_refuse_item()',
    );
    try {
      const answer = await server.api('POST', `${base(flatType)}/commit`, admin, {
        rows: [
          { row: 2, values: { enCode: 'fine', fullName: '好' } },
          { row: 3, values: { enCode: 'boom', fullName: '炸' } },
        ],
      });
      expect(answer.code).toBe(500);
    } finally {
      await rawSql('drop trigger pmc_refuse_item on dictionary_data');
      await rawSql('drop function pmc_refuse_item()');
    }
    expect((await items(flatType)).length).toBe(before);
  });

  it('downloads the template of a type with the state drop-down', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `${base(treeType)}_template`,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).getCell(5).text).toBe('Status');
    expect(book.worksheets[1]?.getColumn(1).values).toContain('Enabled');
  });
});
