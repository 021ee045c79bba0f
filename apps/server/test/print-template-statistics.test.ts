import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
});
afterAll(() => server.close());

const XSS =
  '<p>请假单<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>';

describe('print templates', () => {
  it('creates, lists by type, reads, updates and deletes, storing only sanitised content', async () => {
    const created = await server.api('POST', '/api/system/printDev', admin, {
      fullName: '测试模板',
      enCode: 'TestPrint',
      type: 2,
      category: '测试',
      content: XSS,
    });
    expect(created.code).toBe(200);
    const forms = await server.api('GET', '/api/system/printDev?type=2&keyword=TestPrint', admin);
    expect(forms.data.pagination.total).toBe(1);
    const row = forms.data.list[0];
    expect(row).not.toHaveProperty('content');
    expect(
      (await server.api('GET', '/api/system/printDev?type=1&keyword=TestPrint', admin)).data.list,
    ).toEqual([]);

    const stored = (await server.api('GET', `/api/system/printDev/${row.id}`, admin)).data.content as string;
    expect(stored).toContain('请假单');
    expect(stored).not.toMatch(/onerror|<script|javascript:/i);

    expect(
      (
        await server.api('PUT', `/api/system/printDev/${row.id}`, admin, {
          fullName: '测试模板2',
          enCode: 'TestPrint',
          type: 2,
          category: '测试',
          content: '<h1 style="text-align:center">标题</h1><p onclick="x()">正文</p>',
        })
      ).code,
    ).toBe(200);
    const updated = (await server.api('GET', `/api/system/printDev/${row.id}`, admin)).data;
    expect(updated.fullName).toBe('测试模板2');
    expect(updated.content).toContain('标题');
    expect(updated.content).not.toContain('onclick');
    expect(updated.lastModifyTime).toEqual(expect.any(Number));

    const selector = await server.api('GET', '/api/system/printDev/Selector?type=2', admin);
    expect(JSON.stringify(selector.data.list)).toContain('测试模板2');

    expect((await server.api('DELETE', `/api/system/printDev/${row.id}`, admin)).code).toBe(200);
    expect((await server.api('GET', `/api/system/printDev/${row.id}`, admin)).code).toBe(400);
  });

  it('an update writes only the fields it sends, sanitises new content and refuses a stale version', async () => {
    const body = {
      fullName: '局部模板',
      enCode: 'PartialPrint',
      type: 1,
      category: '流程',
      content: '<p>原文</p>',
    };
    expect((await server.api('POST', '/api/system/printDev', admin, body)).code).toBe(200);
    const row = (await server.api('GET', '/api/system/printDev?keyword=PartialPrint', admin)).data.list[0];
    const read = (await server.api('GET', `/api/system/printDev/${row.id}`, admin)).data;

    const renamed = await server.api('PUT', `/api/system/printDev/${row.id}`, admin, {
      fullName: '局部模板二',
      lastModifyTime: read.lastModifyTime,
    });
    expect(renamed.code).toBe(200);
    const afterRename = (await server.api('GET', `/api/system/printDev/${row.id}`, admin)).data;
    expect(afterRename).toMatchObject({
      fullName: '局部模板二',
      enCode: 'PartialPrint',
      category: '流程',
      type: 1,
    });
    expect(afterRename.content).toBe(read.content);

    const stale = await server.api('PUT', `/api/system/printDev/${row.id}`, admin, {
      category: '别的',
      lastModifyTime: read.lastModifyTime,
    });
    expect(stale.code).toBe(409);

    const rewritten = await server.api('PUT', `/api/system/printDev/${row.id}`, admin, {
      content: '<p>新文<img src="x" onerror="alert(1)"></p>',
      lastModifyTime: afterRename.lastModifyTime,
    });
    expect(rewritten.code).toBe(200);
    const afterContent = (await server.api('GET', `/api/system/printDev/${row.id}`, admin)).data;
    expect(afterContent.content).toContain('新文');
    expect(afterContent.content).not.toContain('onerror');
    expect(afterContent).toMatchObject({ fullName: '局部模板二', category: '流程' });
  });

  it('keeps a seeded bordered table bordered when an edit of it is saved', async () => {
    const list = (await server.api('GET', '/api/system/printDev?keyword=请假审批单', admin)).data.list;
    const seeded = (await server.api('GET', `/api/system/printDev/${list[0].id}`, admin)).data;
    expect(seeded.content).toMatch(/<table[^>]*\sborder="1"/);
    // What the editor sends after an edit: Lexical's table with the frame it now keeps (the border,
    // padding, width and border-collapse it read) and its own cell lines.
    const cell = 'style="border: 1px solid black; width: 75px; vertical-align: top; text-align: start"';
    const edited =
      '<h2 dir="ltr"><span style="white-space: pre-wrap;">请假审批单·改</span></h2>' +
      '<table border="1" cellpadding="6" style="width: 100%; border-collapse: collapse;">' +
      '<colgroup><col style="width: 92px"><col style="width: 92px"></colgroup><tbody><tr>' +
      `<th ${cell}><p dir="ltr"><span style="white-space: pre-wrap;">申请人</span></p></th>` +
      `<td ${cell}><p dir="ltr"><span style="white-space: pre-wrap;">{applicant}</span></p></td>` +
      '</tr></tbody></table>';
    const saved = await server.api('PUT', `/api/system/printDev/${seeded.id}`, admin, {
      content: edited,
      lastModifyTime: seeded.lastModifyTime,
    });
    expect(saved.code).toBe(200);
    const stored = (await server.api('GET', `/api/system/printDev/${seeded.id}`, admin)).data.content;
    const table = stored.match(/<table[^>]*>/)?.[0] ?? '';
    expect(table).toMatch(/\sborder="1"/);
    expect(table).toMatch(/\scellpadding="6"/);
    expect(table).toMatch(/border-collapse:\s*collapse/);
    expect(table).toMatch(/width:\s*100%/);
    expect(stored).toMatch(/<th[^>]*border:\s*1px solid black/);
    expect(stored).toMatch(/<td[^>]*border:\s*1px solid black/);
    expect(stored).toContain('{applicant}');
  });

  it('refuses a duplicate code, a bad type, and changes without the button', async () => {
    const body = { fullName: '重复', enCode: 'DupPrint', type: 1, category: '流程', content: '' };
    expect((await server.api('POST', '/api/system/printDev', admin, body)).code).toBe(200);
    expect((await server.api('POST', '/api/system/printDev', admin, body)).code).toBe(400);
    const bad = await server.api('POST', '/api/system/printDev', admin, {
      ...body,
      enCode: 'Other',
      type: 3,
    });
    expect(bad.code).toBe(400);
    expect((await server.api('POST', '/api/system/printDev', staff, { ...body, enCode: 'Staff' })).code).toBe(
      403,
    );
  });
});

describe('statistics for the charts demo', () => {
  it('counts users per organisation, most first', async () => {
    const answer = await server.api('GET', '/api/system/Statistics/UsersPerOrganize', admin);
    expect(answer.code).toBe(200);
    const counts = answer.data.list.map((r: { count: number }) => r.count);
    expect(counts.length).toBeGreaterThan(0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('counts sign-ins per day, today included, failures apart', async () => {
    await server.call({
      method: 'POST',
      url: '/admin-api/login',
      payload: new URLSearchParams({ account: 'admin', password: md5Hex('Wrong@2026') }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answer = await server.api('GET', '/api/system/Statistics/SignInsPerDay?days=7', admin);
    expect(answer.data.list).toHaveLength(7);
    const today = answer.data.list.at(-1);
    expect(today.success).toBeGreaterThanOrEqual(2);
    expect(today.failure).toBeGreaterThanOrEqual(1);
    expect(today.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
