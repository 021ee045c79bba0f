import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { POLICY_TTL_MS } from '../src/auth/security-policy.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { operationLogs } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

const POLICY = '/api/system/SecurityPolicy';

// The environment's limits become the first start's policy.
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ SESSION_IDLE_MINUTES: '45', SESSION_ABSOLUTE_HOURS: '10' });
  admin = await server.signIn('admin', 'Admin@2026');
});
afterAll(() => server.close());

const save = (body: unknown, language = 'zh') =>
  server.call({
    method: 'PUT',
    url: POLICY,
    headers: { authorization: admin, 'accept-language': language },
    payload: body as object,
  });

const wrongSignIn = (account: string) =>
  server.call({ method: 'POST', url: '/admin-api/login', ...form({ account, password: md5Hex('wrong') }) });

describe('安全策略: the security policy', () => {
  it('starts from SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS and the built-in lockout', async () => {
    const answer = await server.api('GET', POLICY, admin);
    expect(answer).toMatchObject({
      code: 200,
      data: {
        maxFailedSignIns: 5,
        lockMinutes: 15,
        sessionIdleMinutes: 45,
        sessionAbsoluteHours: 10,
        lastModifyTime: null,
      },
    });
  });

  it('is refused to staff (403), reading or saving', async () => {
    const staff = await server.signIn('staff', 'Staff@2026');
    expect((await server.api('GET', POLICY, staff)).code).toBe(403);
    expect((await server.api('PUT', POLICY, staff, { lockMinutes: 20 })).code).toBe(403);
    expect((await server.api('GET', POLICY, admin)).data.lockMinutes).toBe(15);
  });

  it('refuses a value out of range with 400 naming the field, in the caller language', async () => {
    const zh = await save({ maxFailedSignIns: 11 });
    expect(zh).toMatchObject({ code: 400, msg: '登录失败锁定次数须为 3 到 10 之间的整数' });
    const en = await save({ lockMinutes: 4 }, 'en');
    expect(en).toMatchObject({ code: 400, msg: 'Lockout (minutes) must be a whole number from 5 to 1440' });
    expect((await save({ sessionAbsoluteHours: 1.5 })).code).toBe(400);
    // The idle limit must stay below the absolute one, also against the stored value of a field left out.
    expect(await save({ sessionIdleMinutes: 700 })).toMatchObject({
      code: 400,
      msg: '空闲超时（分钟）须短于会话最长时长',
    });
    expect((await server.api('GET', POLICY, admin)).data).toMatchObject({
      maxFailedSignIns: 5,
      lockMinutes: 15,
      sessionIdleMinutes: 45,
    });
  });

  it('changes only the fields sent, with a history entry (before and after) and an operation-log row', async () => {
    expect((await save({ lockMinutes: 30 })).code).toBe(200);
    const after = await server.api('GET', POLICY, admin);
    expect(after.data).toMatchObject({
      maxFailedSignIns: 5,
      lockMinutes: 30,
      sessionIdleMinutes: 45,
      sessionAbsoluteHours: 10,
    });
    expect(after.data.lastModifyTime).toEqual(expect.any(Number));

    const history = await server.api('GET', '/admin-api/system/history/securityPolicy/default', admin);
    expect(history.code).toBe(200);
    expect(history.data.list).toHaveLength(1);
    expect(history.data.list[0]).toMatchObject({
      action: 'update',
      account: 'admin',
      changes: [{ field: 'lockMinutes', before: 15, after: 30 }],
    });

    const logged = await server.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.menuCode, 'system.securityPolicy'));
    expect(logged.map((row) => [row.method, row.result])).toContainEqual(['PUT', 'success']);
  });

  it('locks an account after the number of wrong passwords the policy names, for its minutes', async () => {
    expect((await save({ maxFailedSignIns: 3 })).code).toBe(200);
    expect((await wrongSignIn('newbie')).msg).toBe('账户或密码错误，还可尝试2次');
    expect((await wrongSignIn('newbie')).msg).toBe('账户或密码错误，还可尝试1次');
    expect((await wrongSignIn('newbie')).msg).toBe('密码错误次数过多，账号已锁定30分钟');
  });

  it('ends a session after the idle minutes the policy names, and tells the app that limit', async () => {
    expect((await save({ sessionIdleMinutes: 5 })).code).toBe(200);
    const staff = await server.signIn('staff', 'Staff@2026');
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/admin-api/current_user',
      headers: { authorization: staff },
    });
    expect(signedIn.headers['x-session-idle-seconds']).toBe('300');
    server.advance(6 * 60_000);
    expect((await server.api('GET', '/admin-api/current_user', staff)).code).toBe(601);
    admin = await server.signIn('admin', 'Admin@2026');
  });

  it('holds on a second instance over the same database without a restart', async () => {
    let offset = 0;
    const config = loadConfig({
      CAPTCHA: 'off',
      DATA_DIR: '/tmp/pmc-test-unused',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const second: FastifyInstance = await buildApp({
      config,
      database: server.database,
      now: () => Date.now() + offset,
      logStream: false,
    });
    try {
      const idleSeconds = async () => {
        const res = await second.inject({
          method: 'GET',
          url: '/admin-api/current_user',
          headers: { authorization: admin },
        });
        expect(res.json().code).toBe(200);
        return res.headers['x-session-idle-seconds'];
      };
      expect(await idleSeconds()).toBe('300');
      expect((await save({ sessionIdleMinutes: 20 })).code).toBe(200);
      // Within the time-to-live the second instance may still use what it read; after it, the change.
      offset += POLICY_TTL_MS;
      expect(await idleSeconds()).toBe('1200');
    } finally {
      await second.close();
    }
  });
});
