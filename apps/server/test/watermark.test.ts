import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const POLICY = '/api/system/SecurityPolicy';
const CURRENT_USER = '/admin-api/current_user';

let server: TestServer;
let admin: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  staff = await server.signIn('staff', 'Staff@2026');
});
afterAll(() => server.close());

describe('the watermark switch of 安全策略', () => {
  it('starts off, for the policy page and for a signed-in person without it', async () => {
    expect((await server.api('GET', POLICY, admin)).data.watermark).toBe(false);
    expect((await server.api('GET', POLICY, staff)).code).toBe(403);
    expect((await server.api('GET', CURRENT_USER, staff)).data.watermark).toBe(false);
  });

  it('is refused when it is not a boolean, and nothing changes', async () => {
    expect((await server.api('PUT', POLICY, admin, { watermark: 'yes' })).code).toBe(400);
    expect((await server.api('GET', POLICY, admin)).data.watermark).toBe(false);
  });

  it('round-trips with a history entry, and reaches staff on their next current-user fetch', async () => {
    expect((await server.api('PUT', POLICY, admin, { watermark: true })).code).toBe(200);
    expect((await server.api('GET', POLICY, admin)).data).toMatchObject({ watermark: true, lockMinutes: 15 });
    expect((await server.api('GET', CURRENT_USER, staff)).data.watermark).toBe(true);

    const history = await server.api('GET', '/admin-api/system/history/securityPolicy/default', admin);
    expect(history.data.list[0]).toMatchObject({
      action: 'update',
      account: 'admin',
      changes: [{ field: 'watermark', before: false, after: true }],
    });

    expect((await server.api('PUT', POLICY, admin, { watermark: false })).code).toBe(200);
    expect((await server.api('GET', CURRENT_USER, staff)).data.watermark).toBe(false);
  });
});

async function exportedWorkbook(language: string): Promise<ExcelJS.Workbook> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/admin-api/system/user/export',
    headers: { authorization: admin, 'accept-language': language },
  });
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

describe('an exported workbook', () => {
  it('names its exporter and the time in its properties and its sheet footer', async () => {
    const before = Date.now() - 60_000;
    const book = await exportedWorkbook('zh-CN');
    expect(book.creator).toBe('管理员 (admin)');
    expect(book.lastModifiedBy).toBe('管理员 (admin)');
    expect(book.created.getTime()).toBeGreaterThan(before);
    expect(book.description).toMatch(/^导出人 管理员（admin），\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const footer = (book.worksheets[0] as ExcelJS.Worksheet).headerFooter.oddFooter;
    expect(footer).toBe(`&L${book.description}&R&P / &N`);
  });

  it('says so in the exporter’s language', async () => {
    const book = await exportedWorkbook('en');
    expect(book.description).toMatch(/^Exported by 管理员 \(admin\), \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((book.worksheets[0] as ExcelJS.Worksheet).headerFooter.oddFooter).toContain('Exported by 管理员');
  });
});
