import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

// The sign-in lockout as the user list shows it (lockedUntil) and lifted by hand (解锁).
let server: TestServer;
let admin: string;
let staff: string;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const list = (await server.api('GET', '/admin-api/system/user?keyword=admin', admin)).data.list;
  adminId = list.find((u: { account: string }) => u.account === 'admin').id;
});
afterAll(() => server.close());

const wrongSignIn = (account: string) =>
  server.call({ method: 'POST', url: '/admin-api/login', ...form({ account, password: md5Hex('wrong-1') }) });

async function userNamed(account: string) {
  const list = (await server.api('GET', `/admin-api/system/user?keyword=${account}`, admin)).data.list;
  return list.find((u: { account: string }) => u.account === account);
}

describe('unlock', () => {
  it('lists a locked account with its lockout time and lets an editor lift it', async () => {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account: 'lockme',
      realName: '锁定',
      organizeId: (await userNamed('staff')).organizeId,
      password: md5Hex('Lockme@2026'),
    });
    expect(created.code).toBe(200);
    expect((await userNamed('lockme')).lockedUntil).toBeNull();

    for (let i = 0; i < 5; i++) await wrongSignIn('lockme');
    const locked = await userNamed('lockme');
    expect(locked.lockedUntil).toBeGreaterThan(Date.now());
    const refused = await server.call({
      method: 'POST',
      url: '/admin-api/login',
      ...form({ account: 'lockme', password: md5Hex('Lockme@2026') }),
    });
    expect(refused.code).toBe(400);

    const unlocked = await server.api('PUT', `/api/permission/Users/${locked.id}/Actions/Unlock`, staff);
    expect(unlocked.code).toBe(200);
    const after = await userNamed('lockme');
    expect(after.lockedUntil).toBeNull();
    expect(after.lastModifyTime).toBeGreaterThan(locked.lastModifyTime ?? 0);
    // The count of wrong passwords starts over: the right one gets in at once.
    expect(await server.signIn('lockme', 'Lockme@2026')).toMatch(/\S/);
  });

  it('refuses anyone without the edit button, and staff an administrator', async () => {
    const anonymous = await server.call({
      method: 'PUT',
      url: `/api/permission/Users/${adminId}/Actions/Unlock`,
    });
    expect(anonymous.code).toBe(600);
    const staffOnAdmin = await server.api('PUT', `/api/permission/Users/${adminId}/Actions/Unlock`, staff);
    expect(staffOnAdmin.code).toBe(403);
    const missing = await server.api('PUT', '/api/permission/Users/no-such-user/Actions/Unlock', admin);
    expect(missing.code).not.toBe(200);
  });
});
