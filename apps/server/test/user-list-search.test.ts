import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularPathFilter } from './support/regular-path.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The rows of a statement run on the test's database. */
const rowsOf = async <T>(query: SQL): Promise<T[]> =>
  ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let server: TestServer;
let admin: string;
let orgId: string;
let everyone: string;

const create = async (account: string, realName: string, mobile?: string) => {
  const body = { account, realName, organizeId: orgId, ...(mobile ? { mobile } : {}) };
  expect((await server.api('POST', '/admin-api/system/user', admin, body)).code).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  orgId = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list[0].id;
  await create('srchq1', '钱学森', '13900000001');
  await create('srchq2', '钱学林', '13900000002');
  await create('srchq3', '钱多多');
  await create('srchq4', '李雷');
  everyone = await regularPathFilter(server.database.db);
});
afterAll(() => server.close());

type Row = { account: string; realName: string };

/** Accounts of the one page the fast path (an administrator's statement) answers. */
async function fastPath(query: string): Promise<string[]> {
  const answer = await server.api('GET', `/admin-api/system/user?pageSize=100&${query}`, admin);
  expect(answer.code, answer.msg).toBe(200);
  return (answer.data.list as Row[]).map((r) => r.account);
}

/** The same through the regular handler: a filter the statement does not take (every user matches it). */
async function ordinaryPath(query: string): Promise<string[]> {
  return fastPath(`${query}${everyone}`);
}

/** The same through the export, in the sheet's order (its first column is the account). */
async function exportPath(query: string): Promise<string[]> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/admin-api/system/user/export?${query}`,
    headers: { authorization: admin },
  });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const accounts: string[] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) accounts.push(String(row.getCell(1).value));
  });
  return accounts;
}

async function everyPath(query: string): Promise<string[]> {
  const [fast, ordinary, exported] = [
    await fastPath(query),
    await ordinaryPath(query),
    await exportPath(query),
  ];
  expect(ordinary, `ordinary path: ${query}`).toEqual(fast);
  expect(exported, `export: ${query}`).toEqual(fast);
  return fast;
}

const kw = (keyword: string, rest = '') => `keyword=${encodeURIComponent(keyword)}${rest}`;

describe('the user list keyword, one filter on every path', () => {
  it('finds Chinese, pinyin and initials (from their start), account and mobile alike', async () => {
    const sorted = '&sidx=account&sort=asc';
    expect(await everyPath(kw('钱学', sorted))).toEqual(['srchq1', 'srchq2']);
    expect(await everyPath(kw('qianxue', sorted))).toEqual(['srchq1', 'srchq2']);
    expect(await everyPath(kw('Qian Xue Sen', sorted))).toEqual(['srchq1']);
    expect(await everyPath(kw('qxs', sorted))).toEqual(['srchq1']);
    expect(await everyPath(kw('QDD', sorted))).toEqual(['srchq3']);
    expect(await everyPath(kw('srchq', sorted))).toEqual(['srchq1', 'srchq2', 'srchq3', 'srchq4']);
    expect(await everyPath(kw('1390000000', sorted))).toEqual(['srchq1', 'srchq2']);
    // Pinyin matches from its start (as the picker's): the middle of a name's spelling finds nothing.
    expect(await everyPath(kw('xuesen', sorted))).toEqual([]);
  });

  it('matches a keyword of one or two characters from the start of account, name and mobile', async () => {
    const sorted = '&sidx=account&sort=asc';
    // `q` is inside every account (srchq…) but starts none: only the pinyin of 钱 starts with it.
    expect(await everyPath(kw('q', sorted))).toEqual(['srchq1', 'srchq2', 'srchq3']);
    expect(await everyPath(kw('SR', sorted))).toEqual(['srchq1', 'srchq2', 'srchq3', 'srchq4']);
    expect(await everyPath(kw('钱学', sorted))).toEqual(['srchq1', 'srchq2']);
    expect(await everyPath(kw('钱多', sorted))).toEqual(['srchq3']);
    // The middle of a name, of a mobile: nothing below three characters, found from three on.
    expect(await everyPath(kw('多多', sorted))).toEqual([]);
    expect(await everyPath(kw('学森', sorted))).toEqual([]);
    expect(await everyPath(kw('钱学森', sorted))).toEqual(['srchq1']);
    expect(await everyPath(kw('01', sorted))).toEqual([]);
    expect(await everyPath(kw('001', sorted))).toEqual(['srchq1']);
    expect(await everyPath(kw('13', sorted))).toEqual(['srchq1', 'srchq2']);
    // LIKE's wildcards are plain characters in a keyword.
    expect(await everyPath(kw('s%', sorted))).toEqual([]);
    expect(await everyPath(kw('_r', sorted))).toEqual([]);
  });

  it('gives the same rows and order on every path for sorts and filters', async () => {
    for (const rest of [
      '',
      '&sidx=account&sort=desc',
      '&sidx=realName&sort=asc',
      '&sidx=mobile&sort=desc',
      '&enabledMark=1',
      `&organizeId=${orgId}`,
    ])
      expect((await everyPath(kw('qx', rest))).sort(), rest).toEqual(['srchq1', 'srchq2']);
    expect(await everyPath('sidx=account&sort=asc&enabledMark=1')).toContain('srchq3');
  });

  it('lists and counts once a user whose account and initials both match', async () => {
    await create('lmm', '刘明明');
    everyone = await regularPathFilter(server.database.db);
    // 'lm': from the start of the account and of the initials; 'lmm': inside the account, initials too.
    for (const keyword of ['lm', 'lmm', 'LMM']) {
      expect(await everyPath(kw(keyword)), keyword).toEqual(['lmm']);
      const page = await server.api('GET', `/admin-api/system/user?${kw(keyword)}`, admin);
      expect(page.data.pagination.total, keyword).toBe(1);
    }
  });

  it('takes a creation date range on every path: from, until, both, with a keyword and a sort', async () => {
    const createdAt = async (account: string) => {
      server.advance(60_000);
      await create(account, '期间');
      const [made] = (await server.api('GET', `/admin-api/system/user?keyword=${account}`, admin)).data.list;
      return made.creatorTime as number;
    };
    const first = await createdAt('dated1');
    const second = await createdAt('dated2');
    everyone = await regularPathFilter(server.database.db);
    const sorted = '&sidx=account&sort=asc';
    expect(await everyPath(`startTime=${first}${sorted}`)).toEqual(['dated1', 'dated2']);
    expect(await everyPath(`startTime=${second}`)).toEqual(['dated2']);
    expect(await everyPath(`startTime=${first}&endTime=${second - 1}`)).toEqual(['dated1']);
    expect(await everyPath(`startTime=${first}&endTime=${first}&enabledMark=1`)).toEqual(['dated1']);
    expect(await everyPath(kw('期间', `&endTime=${second}&sidx=account&sort=desc`))).toEqual([
      'dated2',
      'dated1',
    ]);
    expect(await everyPath(kw('srchq', `&endTime=${first - 1}${sorted}`))).toEqual([
      'srchq1',
      'srchq2',
      'srchq3',
      'srchq4',
    ]);
    expect(await everyPath(kw('srchq', `&startTime=${first}`))).toEqual([]);
    expect(await everyPath(`startTime=${second + 1}&organizeId=${orgId}`)).toEqual([]);
  });

  it('keeps the pinyin with the name on every write: rename, a homophone rename, the picker alike', async () => {
    const [lei] = (await server.api('GET', '/admin-api/system/user?keyword=srchq4', admin)).data.list;
    const rename = async (realName: string) => {
      const row = (await server.api('GET', `/admin-api/system/user/${lei.id}`, admin)).data;
      const answer = await server.api('PUT', `/admin-api/system/user/${lei.id}`, admin, {
        realName,
        lastModifyTime: row.lastModifyTime,
      });
      expect(answer.code, answer.msg).toBe(200);
    };
    await rename('钱学文');
    expect(await everyPath(kw('qxw'))).toEqual(['srchq4']);
    expect(await everyPath(kw('lil'))).toEqual([]);
    // 闻 reads wen as 文 does: the same pinyin written again is kept, not cleared as stale.
    await rename('钱学闻');
    const [stored] = await rowsOf<{ name_pinyin: string; name_pinyin_of: string }>(
      sql`select name_pinyin, name_pinyin_of from users where account = 'srchq4'`,
    );
    expect(stored).toEqual({ name_pinyin: 'qianxuewen', name_pinyin_of: '钱学闻' });
    expect(await everyPath(kw('qianxuewen'))).toEqual(['srchq4']);
    const picker = await server.api('POST', '/api/permission/Users/ImUser/Selector/0', admin, {
      keyword: 'qxw',
    });
    expect(picker.data.list.map((n: { fullName: string }) => n.fullName)).toEqual(['钱学闻/srchq4']);
  });

  it('clears a spelling written for another name (a write of the name alone), and the start fills it', async () => {
    await server.database.db.execute(sql`update users set real_name = '韩梅梅' where account = 'srchq3'`);
    const [row] = await rowsOf<{ name_pinyin: string | null }>(
      sql`select name_pinyin from users where account = 'srchq3'`,
    );
    expect(row?.name_pinyin).toBeNull();
  });
});
