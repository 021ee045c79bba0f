import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/open-database.ts';
import { loginLogs, users } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

// The password lifecycle of 安全策略: expiry, reuse and dormancy. Times are set in the database rather
// than by moving the clock, so the admin's session stays alive.
const POLICY = '/api/system/SecurityPolicy';
const DAY = 86_400_000;

let server: TestServer;
let admin: string;
let organizeId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin', 'Admin@2026');
  const list = (await server.api('GET', '/admin-api/system/user?keyword=staff', admin)).data.list;
  organizeId = list.find((u: { account: string }) => u.account === 'staff').organizeId;
});
afterAll(() => server.close());

const savePolicy = (body: object, language = 'zh') =>
  server.call({
    method: 'PUT',
    url: POLICY,
    headers: { authorization: admin, 'accept-language': language },
    payload: body,
  });

async function createUser(account: string, password: string): Promise<string> {
  const created = await server.api('POST', '/admin-api/system/user', admin, {
    account,
    realName: account,
    organizeId,
    password: md5Hex(password),
  });
  expect(created.code).toBe(200);
  const [row] = await server.database.db.select().from(users).where(eq(users.account, account));
  return row?.id ?? '';
}

const setUser = (account: string, values: Partial<typeof users.$inferInsert>) =>
  server.database.db.update(users).set(values).where(eq(users.account, account));

const signInAnswer = (account: string, password: string, language = 'zh') => {
  const { headers, payload } = form({ account, password: md5Hex(password) });
  return server.call({
    method: 'POST',
    url: '/admin-api/login',
    headers: { ...headers, 'accept-language': language },
    payload,
  });
};

const changePassword = (token: string, from: string, to: string, language = 'zh') =>
  server.call({
    method: 'POST',
    url: '/api/permission/Users/Current/Actions/ModifyPasswordnocode',
    headers: { authorization: token, 'accept-language': language },
    payload: { oldPassword: md5Hex(from), password: md5Hex(to), validatePassword: md5Hex(to) },
  });

async function listed(account: string) {
  const list = (await server.api('GET', `/admin-api/system/user?keyword=${account}`, admin)).data.list;
  return list.find((u: { account: string }) => u.account === account);
}

describe('安全策略: the password lifecycle fields', () => {
  it('start with no expiry, the last five passwords refused and no dormancy', async () => {
    const answer = await server.api('GET', POLICY, admin);
    expect(answer.data).toMatchObject({ passwordExpiryDays: 0, passwordHistoryCount: 5, dormantDays: 0 });
  });

  it('refuse a value out of range with 400 naming the field, in the caller language', async () => {
    expect(await savePolicy({ passwordExpiryDays: 366 })).toMatchObject({
      code: 400,
      msg: '密码有效期（天）须为 0 到 365 之间的整数',
    });
    expect(await savePolicy({ passwordHistoryCount: 25 }, 'en')).toMatchObject({
      code: 400,
      msg: 'Recent passwords not reused must be a whole number from 0 to 24',
    });
    expect((await savePolicy({ dormantDays: -1 })).code).toBe(400);
    expect((await savePolicy({ dormantDays: 3651 })).code).toBe(400);
    expect((await server.api('GET', POLICY, admin)).data).toMatchObject({
      passwordExpiryDays: 0,
      passwordHistoryCount: 5,
      dormantDays: 0,
    });
  });

  it('are saved with their history entry (before and after)', async () => {
    expect((await savePolicy({ passwordExpiryDays: 90 })).code).toBe(200);
    const history = await server.api('GET', '/admin-api/system/history/securityPolicy/default', admin);
    expect(history.data.list[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'passwordExpiryDays', before: 0, after: 90 }],
    });
    expect((await savePolicy({ passwordExpiryDays: 0 })).code).toBe(200);
  });
});

describe('password expiry', () => {
  it('tells the days left within the last seven days, none before', async () => {
    expect((await savePolicy({ passwordExpiryDays: 30 })).code).toBe(200);
    await createUser('expiring', 'Expiring@2026');
    await setUser('expiring', { passwordSetAt: Date.now() - 20 * DAY });
    const early = await server.signIn('expiring', 'Expiring@2026');
    expect((await server.api('GET', '/admin-api/current_user', early)).data).toMatchObject({
      passwordExpired: false,
      passwordDaysLeft: null,
    });
    await setUser('expiring', { passwordSetAt: Date.now() - 25 * DAY - 60_000 });
    expect((await server.api('GET', '/admin-api/current_user', early)).data).toMatchObject({
      passwordExpired: false,
      passwordDaysLeft: 5,
    });
  });

  it('lets an expired password sign in only to change it: every other call answers 428', async () => {
    await createUser('expired', 'Expired@2026');
    await setUser('expired', { passwordSetAt: Date.now() - 31 * DAY });
    const token = await server.signIn('expired', 'Expired@2026');
    expect((await server.api('GET', '/admin-api/current_user', token)).data).toMatchObject({
      passwordExpired: true,
    });
    const refused = await server.call({
      method: 'GET',
      url: '/api/permission/Users/Current/BaseInfo',
      headers: { authorization: token, 'accept-language': 'en' },
    });
    expect(refused).toMatchObject({ code: 428, msg: 'Your password has expired; change it first' });
    expect((await server.api('GET', '/admin-api/system/user', token)).code).toBe(428);

    expect((await changePassword(token, 'Expired@2026', 'Renewed@2026')).code).toBe(200);
    const renewed = await server.signIn('expired', 'Renewed@2026');
    expect((await server.api('GET', '/admin-api/current_user', renewed)).data).toMatchObject({
      passwordExpired: false,
      passwordDaysLeft: null,
    });
    expect((await server.api('GET', '/api/permission/Users/Current/BaseInfo', renewed)).code).toBe(200);
  });

  it("counts from an administrator's reset, which the person must still change (flagged weak)", async () => {
    const id = await createUser('resetme', 'Resetme@2026');
    await setUser('resetme', { passwordSetAt: Date.now() - 40 * DAY });
    const reset = await server.api('POST', `/admin-api/system/user/reset_password/${id}`, admin, {
      password: md5Hex('Initial@2026'),
    });
    expect(reset.code).toBe(200);
    const token = await server.signIn('resetme', 'Initial@2026');
    expect((await server.api('GET', '/admin-api/current_user', token)).data).toMatchObject({
      isWeakPwd: true,
      passwordExpired: false,
    });
    expect((await savePolicy({ passwordExpiryDays: 0 })).code).toBe(200);
  });
});

describe('password reuse', () => {
  it('refuses one of the last five passwords, in the caller language, and allows the sixth', async () => {
    await createUser('reuser', 'Reuse@2026-0');
    let current = 'Reuse@2026-0';
    for (let n = 1; n <= 5; n++) {
      const token = await server.signIn('reuser', current);
      const next = `Reuse@2026-${n}`;
      expect((await changePassword(token, current, next)).code).toBe(200);
      current = next;
    }
    const token = await server.signIn('reuser', current);
    expect(await changePassword(token, current, 'Reuse@2026-2')).toMatchObject({
      code: 400,
      msg: '密码不能与最近5次使用过的密码相同',
    });
    expect(await changePassword(token, current, current, 'en')).toMatchObject({
      code: 400,
      msg: 'Password must differ from your last 5 passwords',
    });
    // Reuse-0 was the sixth password back: allowed again.
    expect((await changePassword(token, current, 'Reuse@2026-0')).code).toBe(200);
  });

  it('checks nothing with a count of 0', async () => {
    expect((await savePolicy({ passwordHistoryCount: 0 })).code).toBe(200);
    await createUser('anyreuse', 'Anyreuse@2026');
    const token = await server.signIn('anyreuse', 'Anyreuse@2026');
    expect((await changePassword(token, 'Anyreuse@2026', 'Anyreuse@2026')).code).toBe(200);
    expect((await savePolicy({ passwordHistoryCount: 5 })).code).toBe(200);
  });
});

describe('dormancy', () => {
  it('refuses an account unused for the policy days, logs it, lists it, and an administrator re-enables it', async () => {
    const id = await createUser('sleeper', 'Sleeper@2026');
    await setUser('sleeper', { lastLoginTime: Date.now() - 91 * DAY });
    expect((await listed('sleeper')).dormantFrom).toBeNull();
    // The list kept before the change is built again: the policy's days reach it at once.
    expect((await savePolicy({ dormantDays: 90 })).code).toBe(200);
    expect((await listed('sleeper')).dormantFrom).toBeLessThan(Date.now());
    // The staff list takes the regular path (not the administrators' one statement): the same answer.
    const staff = await server.signIn('staff', 'Staff@2026');
    const staffList = (await server.api('GET', '/admin-api/system/user?keyword=sleeper', staff)).data.list;
    expect(staffList[0].dormantFrom).toBeLessThan(Date.now());

    expect(await signInAnswer('sleeper', 'Sleeper@2026')).toMatchObject({
      code: 400,
      msg: '账号长期未登录已休眠，请联系管理员重新启用',
    });
    expect((await signInAnswer('sleeper', 'Sleeper@2026', 'en')).msg).toBe(
      'The account has not been used for a long time and is dormant; ask an administrator to re-enable it',
    );
    const [logged] = await server.database.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, id)))
      .orderBy(desc(loginLogs.createdAt))
      .limit(1);
    expect(logged).toMatchObject({ success: false, message: '账号长期未登录已休眠，请联系管理员重新启用' });

    const reactivated = await server.api('PUT', `/api/permission/Users/${id}/Actions/Reactivate`, admin);
    expect(reactivated.code).toBe(200);
    expect((await listed('sleeper')).dormantFrom).toBeGreaterThan(Date.now());
    const history = await server.api('GET', `/admin-api/system/history/user/${id}`, admin);
    expect(history.data.list[0]).toMatchObject({ action: 'event', event: 'reactivate' });
    expect(await server.signIn('sleeper', 'Sleeper@2026')).toMatch(/\S/);
  });

  it('counts a never signed-in account from its creation', async () => {
    await createUser('unused', 'Unused@2026');
    await setUser('unused', { creatorTime: Date.now() - 100 * DAY });
    expect((await signInAnswer('unused', 'Unused@2026')).code).toBe(400);
    expect((await savePolicy({ dormantDays: 0 })).code).toBe(200);
    expect((await listed('unused')).dormantFrom).toBeNull();
    expect(await server.signIn('unused', 'Unused@2026')).toMatch(/\S/);
  });

  it('re-enabling needs the edit button', async () => {
    // 'unused' holds no role, so no user menu and no button.
    const staffless = await server.signIn('unused', 'Unused@2026');
    const sleeper = await listed('sleeper');
    const refused = await server.api(
      'PUT',
      `/api/permission/Users/${sleeper.id}/Actions/Reactivate`,
      staffless,
    );
    expect(refused.code).toBe(403);
  });
});

// Last: it takes the columns away and puts them back as an upgraded database gets them.
describe('migration 0018 on a database from before the lifecycle', () => {
  it('counts every existing password from the upgrade, so nobody is expired by it', async () => {
    const { db } = server.database;
    // One statement a call: the extended protocol takes no more.
    for (const [table, column] of [
      ['users', 'password_set_at'],
      ['users', 'reactivated_at'],
      ['security_policy', 'password_expiry_days'],
      ['security_policy', 'password_history_count'],
      ['security_policy', 'dormant_days'],
    ])
      await db.execute(sql.raw(`alter table ${table} drop column ${column}`));
    const before = Date.now();
    const text = fs.readFileSync(path.join(migrationsFolder(), '0018_password_lifecycle.sql'), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
    const rows = await db
      .select({ setAt: users.passwordSetAt, reactivatedAt: users.reactivatedAt })
      .from(users);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.setAt).toBeGreaterThanOrEqual(before);
      expect(row.setAt).toBeLessThanOrEqual(Date.now());
      expect(row.reactivatedAt).toBeNull();
    }
    expect((await server.api('GET', POLICY, admin)).data).toMatchObject({
      passwordExpiryDays: 0,
      passwordHistoryCount: 5,
      dormantDays: 0,
    });
    expect((await savePolicy({ passwordExpiryDays: 1 })).code).toBe(200);
    const staff = await server.signIn('staff', 'Staff@2026');
    expect((await server.api('GET', '/admin-api/current_user', staff)).data.passwordExpired).toBe(false);
  });
});
