import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let admin: string;
let staffRoleId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const roles = (await server.api('GET', '/admin-api/common/role_all', admin)).data.list;
  staffRoleId = roles.find((r: { enCode: string }) => r.enCode === 'staff').id;
});
afterAll(() => server.close());

interface Session {
  id: string;
  account: string;
  current: boolean;
}
const sessionsOf = async (token: string, account: string): Promise<Session[]> =>
  (await server.api('GET', `/api/system/OnlineUser?pageSize=100&keyword=${account}`, token)).data.list;
const url = '/api/system/OnlineUser/Batch/Offline';

describe('batch force offline', () => {
  it('forces each session on its own and reports each: the own session and unknown ids are refused', async () => {
    const staff = await server.signIn('staff', 'Staff@2026');
    const [staffSession] = await sessionsOf(admin, 'staff');
    const own = (await sessionsOf(admin, 'admin')).find((s) => s.current);
    const answer = await server.api('POST', url, admin, {
      ids: [staffSession?.id, own?.id, 'no-such-session'],
    });
    expect(answer.code).toBe(200);
    expect(answer.data.succeeded).toBe(1);
    expect(answer.data.failed).toBe(2);
    expect(answer.data.list).toEqual([
      { id: staffSession?.id, ok: true, msg: null },
      { id: own?.id, ok: false, msg: '不能强制自己当前的会话下线，请使用退出登录' },
      { id: 'no-such-session', ok: false, msg: '数据不存在' },
    ]);
    // The forced session's next request answers 602; the caller's own goes on.
    expect((await server.api('GET', '/admin-api/current_user', staff)).code).toBe(602);
    expect((await server.api('GET', '/admin-api/current_user', admin)).code).toBe(200);
  });

  it('needs the force-offline button, and checks data scope and administrators per session', async () => {
    const grants = (await server.api('GET', `/admin-api/system/role/permission/${staffRoleId}`, admin)).data;
    const staff = await server.signIn('staff', 'Staff@2026');
    await server.signIn('newbie', '123456');
    const ids = async () => [
      (await sessionsOf(admin, 'admin'))[0]?.id,
      (await sessionsOf(admin, 'newbie'))[0]?.id,
    ];
    // Without 强制下线 (btn_remove) on the page: 403 for the whole call.
    expect((await server.api('POST', url, staff, { ids: await ids() })).code).toBe(403);

    const tree = (await server.api('GET', '/admin-api/system/role/permission_tree', admin)).data.list;
    const page = tree
      .flatMap((n: { children: unknown[] }) => n.children)
      .find((n: { enCode: string }) => n.enCode === 'system.onlineUser');
    const remove = page.buttons.find((b: { enCode: string }) => b.enCode === 'btn_remove').id;
    await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, {
      ...grants,
      buttons: [...grants.buttons, remove],
      dataScope: 'org',
    });
    try {
      const [adminSession, newbieSession] = await ids();
      const answer = await server.api('POST', url, staff, { ids: [adminSession, newbieSession] });
      expect(answer.code).toBe(200);
      // An administrator's session is refused, and newbie sits outside staff's organisation.
      expect(answer.data.list.map((r: { ok: boolean; msg: string }) => [r.ok, r.msg])).toEqual([
        [false, '无权限,禁止访问'],
        [false, '无权限,禁止访问'],
      ]);
      expect((await sessionsOf(admin, 'newbie')).map((s) => s.id)).toContain(newbieSession);
    } finally {
      await server.api('POST', `/admin-api/system/role/sync_permission/${staffRoleId}`, admin, grants);
    }
  });

  it('refuses a body without ids with the field named', async () => {
    const answer = await server.api('POST', url, admin, { ids: [] });
    expect(answer.code).toBe(400);
    expect(JSON.stringify(answer)).toContain('ids');
  });
});
