import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

// An administrator's role list and operation log are kept per instance with their change counters
// ('role_list', 'operation_log': endpoint/kept-answers.ts). Writing with a counter's trigger switched off
// proves an answer is served from memory; every write with the triggers on must show at once.
let server: TestServer;
let admin: string;
let staff: string;

type Page<T> = { list: T[]; pagination: { total: number } };
type Role = { id: string; fullName: string; enCode: string; description: string | null };
type Operation = { id: string; title: string; path: string };
const ROLES = '/admin-api/system/role?currentPage=1&pageSize=50&keyword=kept';
const OPERATIONS = '/api/permission/OperationLog?currentPage=1&pageSize=20';

const get = async <T>(url: string, token = admin, s = server) => {
  const answer = await s.api<Page<T>>('GET', url, token);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};
const run = (text: string, s = server) => s.app.pmc.context.db.execute(sql.raw(text));
/** Runs `write` with `trigger` of `table` switched off: the counter does not move. */
async function unseen(table: string, trigger: string, write: string, s = server) {
  await run(`alter table ${table} disable trigger ${trigger}`, s);
  try {
    await run(write, s);
  } finally {
    await run(`alter table ${table} enable trigger ${trigger}`, s);
  }
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  staff = await server.signIn('staff', 'Staff@2026');
  for (const code of ['kept1', 'kept2']) {
    const created = await server.api('POST', '/admin-api/system/role', admin, {
      fullName: `留存${code}`,
      enCode: code,
      type: 'user',
    });
    expect(created.code, created.msg).toBe(200);
  }
});
afterAll(() => server.close());

describe('kept answers of the role list and the operation log', () => {
  it('send an administrator’s role list again while nothing changed, and rebuild it once the counter moves', async () => {
    const before = await get<Role>(ROLES);
    expect(before.list.map((r) => r.enCode).sort()).toEqual(['kept1', 'kept2']);
    const id = before.list[0]?.id as string;
    await unseen(
      'roles',
      'roles_role_list_change',
      `update roles set description = '悄悄' where id = '${id}'`,
    );
    expect(await get<Role>(ROLES)).toEqual(before);
    // Someone else is not answered from what was kept for an administrator.
    const forStaff = await get<Role>(ROLES, staff);
    expect(forStaff.list.find((r) => r.id === id)?.description).toBe('悄悄');
    await run(`update change_counters set n = n + 1 where name = 'role_list'`);
    expect((await get<Role>(ROLES)).list.find((r) => r.id === id)?.description).toBe('悄悄');
  });

  it('show a role created, changed and deleted through the API at once, with the total', async () => {
    const before = await get<Role>(ROLES);
    const created = await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '留存3',
      enCode: 'kept3',
      type: 'user',
    });
    expect(created.code, created.msg).toBe(200);
    const grown = await get<Role>(ROLES);
    expect(grown.pagination.total).toBe(before.pagination.total + 1);
    const added = grown.list.find((r) => r.enCode === 'kept3') as Role;
    const changed = await server.api('PUT', `/admin-api/system/role/${added.id}`, admin, {
      fullName: '留存三',
      enCode: 'kept3',
      type: 'user',
    });
    expect(changed.code, changed.msg).toBe(200);
    expect((await get<Role>(ROLES)).list.find((r) => r.id === added.id)?.fullName).toBe('留存三');
    expect((await server.api('DELETE', `/admin-api/system/role/${added.id}`, admin)).code).toBe(200);
    expect(await get<Role>(ROLES)).toEqual(before);
  });

  it('keep the operation log by language, and show a new entry at once', async () => {
    const zh = await get<Operation>(OPERATIONS);
    const en = await server.call<Page<Operation>>({
      method: 'GET',
      url: OPERATIONS,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(en.code).toBe(200);
    const created = zh.list.find((o) => o.path === '/admin-api/system/role');
    expect(created?.title).toMatch(/角色/);
    expect(en.data.list.find((o) => o.id === created?.id)?.title).toMatch(/Role/);
    await unseen(
      'operation_logs',
      'operation_logs_operation_log_change',
      `insert into operation_logs (id, account, method, path, summary, ip, duration_ms, created_at, seq)
       values ('kept-unseen', 'kept', 'POST', '/kept', 'kept', '10.0.0.1', 1, ${Date.now() + 60_000}, -1)`,
    );
    expect(await get<Operation>(OPERATIONS)).toEqual(zh);
    // A change through the API: its entry is the newest at once.
    await server.api('POST', '/admin-api/system/role', admin, {
      fullName: '留存4',
      enCode: 'kept4',
      type: 'user',
    });
    const after = await get<Operation>(OPERATIONS);
    expect(after.list.map((o) => o.id)).toContain('kept-unseen');
    expect(after.pagination.total).toBe(zh.pagination.total + 2);
  });

  it('are not kept with LIST_CACHE_MB=0', async () => {
    const uncached = await startTestServer({ LIST_CACHE_MB: '0' });
    try {
      const token = await uncached.signIn('admin', 'Admin@2026');
      const url = '/admin-api/system/role';
      const before = await get<Role>(url, token, uncached);
      const id = before.list[0]?.id as string;
      expect(id).toBeDefined();
      await unseen(
        'roles',
        'roles_role_list_change',
        `update roles set description = 'seen' where id = '${id}'`,
        uncached,
      );
      expect((await get<Role>(url, token, uncached)).list.find((r) => r.id === id)?.description).toBe('seen');
    } finally {
      await uncached.close();
    }
  });
});
