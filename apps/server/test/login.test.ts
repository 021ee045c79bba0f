import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { DEFAULT_HASH_COST, hashPassword } from '../src/security/password-hash.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const attempt = (account: string, password: string, lang?: string) =>
  server.call<{ token: string; theme: string }>({
    method: 'POST',
    url: '/admin-api/login',
    ...form({ account, password: md5Hex(password) }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });

describe('sign-in', () => {
  it('answers a token and a theme for the right password', async () => {
    const answer = await attempt('admin', 'Admin@2026');
    expect(answer.code).toBe(200);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.data.theme).toBeTruthy();
  });

  it('spends the same scrypt work on an unknown account as on a wrong password', async () => {
    // At full cost (the suites hash at 2^12): the comparison below needs real work, hundreds of ms of CPU.
    vi.stubEnv('PASSWORD_HASH_COST', String(DEFAULT_HASH_COST));
    // newbie's seeded hash was made at the suites' cost: for this test, a full-cost one.
    const newbie = eq(users.account, 'newbie');
    const [row] = await server.database.db.select().from(users).where(newbie);
    const seeded = row?.passwordHash as string;
    const passwordHash = await hashPassword(md5Hex('Unused@2026'));
    await server.database.db.update(users).set({ passwordHash }).where(newbie);
    onTestFinished(async () => {
      vi.unstubAllEnvs();
      await server.database.db.update(users).set({ passwordHash: seeded }).where(newbie);
    });
    // CPU time, every thread of the process counted (scrypt runs on libuv's pool): unlike the clock, it
    // does not grow while a busy machine keeps the process waiting for a core.
    const cpuMs = async (account: string) => {
      const before = process.cpuUsage();
      const answer = await attempt(account, 'not-the-password');
      expect(answer.code).toBe(400);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    await cpuMs('newbie');
    const known = await cpuMs('newbie');
    const unknown = await cpuMs('no-such-account');
    // A skipped scrypt would answer in a few milliseconds instead of hundreds.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('refuses a password that is not an MD5 hex, naming the field', async () => {
    const answer = await server.call({
      method: 'POST',
      url: '/admin-api/login',
      ...form({ account: 'admin', password: 'Admin@2026' }),
    });
    expect(answer).toMatchObject({ code: 400, msg: '密码格式不正确' });
  });

  it('locks the account for 15 minutes after 5 failed sign-ins and says so', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await attempt('staff', 'wrong-password')).msg);
    expect(messages.slice(0, 4)).toEqual([
      '账户或密码错误，还可尝试4次',
      '账户或密码错误，还可尝试3次',
      '账户或密码错误，还可尝试2次',
      '账户或密码错误，还可尝试1次',
    ]);
    expect(messages[4]).toBe('密码错误次数过多，账号已锁定15分钟');
    // Even the right password is refused while locked.
    const locked = await attempt('staff', 'Staff@2026');
    expect(locked).toMatchObject({ code: 400, msg: '账号已锁定，请15分钟后再试' });
    const english = await attempt('staff', 'Staff@2026', 'en-US,en;q=0.9');
    expect(english.msg).toBe('The account is locked, please try again in 15 minutes');
    server.advance(15 * 60_000 + 1000);
    expect((await attempt('staff', 'Staff@2026')).code).toBe(200);
  });

  it('keeps the previous sign-in for current_user', async () => {
    await server.signIn('newbie', '123456');
    const token = await server.signIn('newbie', '123456');
    const answer = await server.call<{
      isWeakPwd: boolean;
      userInfo: { prevLogin: number; prevLoginTime: number; prevLoginIPAddress: string; username: string };
    }>({ method: 'GET', url: '/admin-api/current_user', headers: { authorization: token } });
    expect(answer.code).toBe(200);
    expect(answer.data.isWeakPwd).toBe(true);
    expect(answer.data.userInfo).toMatchObject({
      username: 'newbie',
      prevLogin: 1,
      prevLoginIPAddress: '127.0.0.1',
    });
    expect(answer.data.userInfo.prevLoginTime).toBeGreaterThan(0);
  });

  it('writes every attempt, with time and address, to the sign-in log', async () => {
    const { loginLogs } = await import('../src/db/schema/index.ts');
    const rows = await server.app.pmc.context.db.select().from(loginLogs);
    const failed = rows.filter((r) => r.account === 'staff' && !r.success);
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(rows.some((r) => r.account === 'admin' && r.success)).toBe(true);
  });

  it('signs in a sub-account typed as mobile@account, only when both match', async () => {
    const { users } = await import('../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const db = server.app.pmc.context.db;
    await db.update(users).set({ mobile: '13912345678' }).where(eq(users.account, 'admin'));
    const answer = await attempt(' 13912345678@admin ', 'Admin@2026');
    expect(answer.code).toBe(200);
    const me = await server.call<{ userInfo: { username: string } }>({
      method: 'GET',
      url: '/admin-api/current_user',
      headers: { authorization: answer.data.token },
    });
    expect(me.data.userInfo.username).toBe('admin');
    // Another user's mobile, or another account under this mobile, is not a match.
    expect((await attempt('13900000000@admin', 'Admin@2026')).code).toBe(400);
    expect((await attempt('13912345678@newbie', '123456')).code).toBe(400);
  });

  it('refuses an address after 30 failed sign-ins in 10 minutes, whatever the account', async () => {
    const from = (account: string) =>
      server.call({
        method: 'POST',
        url: '/admin-api/login',
        remoteAddress: '203.0.113.9',
        ...form({ account, password: md5Hex('guess') }),
      });
    // At once: each unknown account costs a full scrypt, which node's thread pool runs side by side.
    const failures = await Promise.all(Array.from({ length: 30 }, (_, i) => from(`nobody${i}`)));
    expect(failures.map((answer) => answer.code)).toEqual(Array(30).fill(400));
    expect(await from('admin')).toMatchObject({ code: 429, msg: '尝试次数过多，请稍后再试' });
    // Other addresses are not affected.
    expect((await attempt('admin', 'Admin@2026')).code).toBe(200);
  });
});
