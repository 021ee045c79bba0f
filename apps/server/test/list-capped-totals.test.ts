import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regularPathFilter } from './support/regular-path.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MANY = 10_050;
let server: TestServer;
let admin: string;
let everyone: string;

type Page = { list: unknown[]; pagination: { total: number; capped?: boolean } };
const page = async (url: string) => {
  const answer = await server.api<Page>('GET', url, admin);
  expect(answer.code, `${url}: ${answer.msg}`).toBe(200);
  return answer.data;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const db = server.database.db;
  const now = Date.now();
  // Rows of their own, a negative seq each so the audit sealer leaves them be.
  await db.execute(sql`insert into record_history (id, kind, record_id, action, account, created_at, seq)
    select 'capped-h' || g, 'role', 'capped-role', 'update', 'capper', ${now}::bigint - g, -g from generate_series(1, ${MANY}) g`);
  await db.execute(sql`insert into login_logs (id, account, ip, success, message, created_at, seq)
    select 'capped-l' || g, 'capper', '10.0.0.1', false, 'x', ${now}::bigint - g, -g from generate_series(1, ${MANY}) g`);
  await db.execute(sql`insert into operation_logs (id, account, method, path, summary, ip, duration_ms, created_at, seq)
    select 'capped-o' || g, 'capper', 'GET', '/capped', 'capped', '10.0.0.1', 1, ${now}::bigint - g, -g
    from generate_series(1, ${MANY}) g`);
  await db.execute(sql`insert into users (id, account, real_name, password_hash, sort_code, creator_time)
    select 'capped-u' || g, 'capper' || g, '蔡封顶', 'x', g, ${now} from generate_series(1, ${MANY}) g`);
  everyone = await regularPathFilter(db);
}, 400_000);
afterAll(() => server.close());

describe('totals counted no further than 10,000', () => {
  it('answer 10,000 and capped on the record history, its search, the operation and sign-in logs', async () => {
    for (const url of [
      '/admin-api/system/history/role/capped-role',
      '/admin-api/system/history?recordId=capped-role',
      '/api/permission/OperationLog?account=capper',
      '/api/permission/SignInLog?account=capper',
    ]) {
      const { list, pagination } = await page(url);
      expect(pagination, url).toMatchObject({ total: 10_000, capped: true });
      expect(list.length, url).toBe(20);
    }
  });

  it('answer the user list’s keyword capped on both paths, and deep pages past the cap still come', async () => {
    const fast = await page('/admin-api/system/user?keyword=%E8%94%A1%E5%B0%81%E9%A1%B6');
    expect(fast.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 10_000, capped: true });
    const ordinary = await page(`/admin-api/system/user?keyword=%E8%94%A1%E5%B0%81%E9%A1%B6${everyone}`);
    expect(ordinary.pagination).toEqual(fast.pagination);
    expect(ordinary.list).toEqual(fast.list);
    // Rows 10,001 to 10,050: past the counted ones, the page is still there.
    const deep = await page(
      '/admin-api/system/user?keyword=%E8%94%A1%E5%B0%81%E9%A1%B6&pageSize=50&currentPage=201',
    );
    expect(deep.list.length).toBe(50);
    expect(deep.pagination).toMatchObject({ total: 10_000, capped: true });
    const beyond = await page(
      '/admin-api/system/user?keyword=%E8%94%A1%E5%B0%81%E9%A1%B6&pageSize=50&currentPage=202',
    );
    expect(beyond.list).toEqual([]);
  });

  it('keep the unfiltered user list’s and logs’ kept counts exact, and a small total plain', async () => {
    for (const url of [
      '/admin-api/system/user',
      '/api/permission/OperationLog',
      '/api/permission/SignInLog',
    ]) {
      const all = await page(url);
      expect(all.pagination.total, url).toBeGreaterThanOrEqual(MANY);
      expect(all.pagination.capped, url).toBeUndefined();
    }
    const few = await page('/api/permission/SignInLog?account=admin');
    expect(few.pagination.capped).toBeUndefined();
  });

  it('carry the total on the page, count it alone past the last page, and answer 0 for no match', async () => {
    for (const url of [
      '/admin-api/system/history/role/capped-role',
      '/api/permission/OperationLog?account=capper',
      '/api/permission/SignInLog?account=capper',
    ]) {
      const beyond = await page(`${url}${url.includes('?') ? '&' : '?'}pageSize=50&currentPage=202`);
      expect(beyond.list, url).toEqual([]);
      expect(beyond.pagination, url).toMatchObject({ total: 10_000, capped: true });
    }
    const roles = await page('/admin-api/system/role');
    expect(roles.list.length).toBeGreaterThan(1);
    expect(roles.pagination.total).toBe(roles.list.length);
    const pastRoles = await page('/admin-api/system/role?currentPage=999');
    expect(pastRoles).toMatchObject({ list: [], pagination: { total: roles.pagination.total } });
    const none = await page('/admin-api/system/role?keyword=no-such-role-anywhere');
    expect(none).toMatchObject({ list: [], pagination: { total: 0 } });
  });
});
