import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { createRole, createUser, grantsOf, organizeIds } from './support/scoped-caller.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

// The home page's figures: each agrees with the filtered list it links to, counts only the caller's
// data scope, and needs the permission of that list.
let server: TestServer;
let admin: string;
let orgs: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  orgs = await organizeIds(server, admin);
});
afterAll(() => server.close());

const total = async (url: string, token = admin) =>
  (await server.api('GET', url, token)).data.pagination.total as number;
const wrongSignIn = (account: string) =>
  server.call({ method: 'POST', url: '/admin-api/login', ...form({ account, password: md5Hex('wrong-1') }) });

describe('workbench figures', () => {
  it('counts users, locked and disabled accounts as the filtered user lists show them', async () => {
    const before = (await server.api('GET', '/api/system/Workbench/UserCounts', admin)).data;
    expect(before.total).toBe(await total('/admin-api/system/user'));

    const org = orgs['pmc.care'] as string;
    await createUser(server, admin, { account: 'wblocked', organizeId: org, password: 'Wblock@2026' });
    const disabledId = await createUser(server, admin, { account: 'wboff', organizeId: org });
    for (let i = 0; i < 5; i++) await wrongSignIn('wblocked');
    const off = await server.api('PUT', `/api/permission/Users/${disabledId}/Actions/State`, admin, {
      enabledMark: 0,
    });
    expect(off.code).toBe(200);

    const after = (await server.api('GET', '/api/system/Workbench/UserCounts', admin)).data;
    expect(after).toEqual({
      total: before.total + 2,
      locked: before.locked + 1,
      disabled: before.disabled + 1,
    });
    expect(await total('/admin-api/system/user?locked=1')).toBe(after.locked);
    expect(await total('/admin-api/system/user?enabledMark=0')).toBe(after.disabled);
    const locked = (await server.api('GET', '/admin-api/system/user?locked=1', admin)).data.list;
    expect(locked.map((u: { account: string }) => u.account)).toContain('wblocked');

    // A lockout ends by itself: the figure and the list follow the clock.
    server.advance(24 * 3_600_000);
    admin = await server.signIn('admin', 'Admin@2026');
    const later = (await server.api('GET', '/api/system/Workbench/UserCounts', admin)).data;
    expect(later.locked).toBe(before.locked);
    expect(await total('/admin-api/system/user?locked=1')).toBe(later.locked);
  });

  it('refuses a locked filter other than 1, naming the field', async () => {
    const answer = await server.api('GET', '/admin-api/system/user?locked=2', admin);
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('locked');
  });

  it('counts the live sessions as the online-user list shows them', async () => {
    await server.signIn('staff', 'Staff@2026');
    const answer = await server.api('GET', '/api/system/Workbench/OnlineCount', admin);
    expect(answer.code).toBe(200);
    expect(answer.data.online).toBeGreaterThanOrEqual(2);
    expect(answer.data.online).toBe(await total('/api/system/OnlineUser'));
  });

  it('gives 14 days of sign-ins, today last, the failures apart', async () => {
    await wrongSignIn('admin');
    const list = (await server.api('GET', '/api/system/Workbench/SignInsPerDay', admin)).data.list;
    expect(list).toHaveLength(14);
    expect(list.at(-1).success).toBeGreaterThanOrEqual(1);
    expect(list.at(-1).failure).toBeGreaterThanOrEqual(1);
    expect(list.every((d: { day: string }) => /^\d{4}-\d{2}-\d{2}$/.test(d.day))).toBe(true);
  });

  it('counts only the caller’s data scope, and needs each list’s permission', async () => {
    const dev = orgs['pmc.it.dev'] as string;
    const roleId = await createRole(
      server,
      admin,
      'wbscoped',
      await grantsOf(server, admin, { 'system.user': [], 'permission.signInLog': [] }, 'org'),
    );
    await createUser(server, admin, {
      account: 'wbreader',
      organizeId: dev,
      roleIds: [roleId],
      password: 'Wbread@2026',
    });
    const reader = await server.signIn('wbreader', 'Wbread@2026');

    const counts = (await server.api('GET', '/api/system/Workbench/UserCounts', reader)).data;
    const all = (await server.api('GET', '/api/system/Workbench/UserCounts', admin)).data;
    expect(counts.total).toBe(await total('/admin-api/system/user', reader));
    expect(counts.total).toBeLessThan(all.total);
    // The locked and disabled accounts made above sit in another organisation.
    expect(counts.locked).toBe(0);
    expect(counts.disabled).toBe(0);

    // admin's sign-ins (outside the reader's organisation) are not counted; the reader's own are.
    const mine = (await server.api('GET', '/api/system/Workbench/SignInsPerDay?days=1', reader)).data.list;
    const every = (await server.api('GET', '/api/system/Workbench/SignInsPerDay?days=1', admin)).data.list;
    expect(mine[0].success).toBeGreaterThanOrEqual(1);
    expect(mine[0].success + mine[0].failure).toBeLessThan(every[0].success + every[0].failure);

    // No online-user page granted: that figure is refused.
    expect((await server.api('GET', '/api/system/Workbench/OnlineCount', reader)).code).toBe(403);
  });

  it('refuses the figures to a caller without the lists’ permissions', async () => {
    const roleId = await createRole(
      server,
      admin,
      'wbnone',
      await grantsOf(server, admin, { 'system.position': [] }),
    );
    await createUser(server, admin, {
      account: 'wbnone',
      organizeId: orgs['pmc.it.dev'] as string,
      roleIds: [roleId],
      password: 'Wbnone@2026',
    });
    const none = await server.signIn('wbnone', 'Wbnone@2026');
    for (const path of ['UserCounts', 'OnlineCount', 'SignInsPerDay'])
      expect((await server.api('GET', `/api/system/Workbench/${path}`, none)).code).toBe(403);
  });
});
