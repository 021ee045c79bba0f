import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { hashToken } from '../src/security/session-token.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' });
});
afterAll(() => server.close());

const me = (token?: string) =>
  server.call({
    method: 'GET',
    url: '/admin-api/current_user',
    headers: token ? { authorization: token } : {},
  });

describe('session tokens', () => {
  it('answers 600 without a token and for an unknown one', async () => {
    expect((await me()).code).toBe(600);
    expect((await me('not-a-real-token')).code).toBe(600);
  });

  it("names the idle limit on a signed-in answer only, for the app's idle warning", async () => {
    const token = await server.signIn('admin', 'Admin@2026');
    const signedIn = await server.app.inject({
      method: 'GET',
      url: '/admin-api/current_user',
      headers: { authorization: token },
    });
    expect(signedIn.headers['x-session-idle-seconds']).toBe('1800');
    const refused = await server.app.inject({ method: 'GET', url: '/admin-api/current_user' });
    expect(refused.json().code).toBe(600);
    expect(refused.headers['x-session-idle-seconds']).toBeUndefined();
  });

  it('stores only the hash of the token', async () => {
    const token = await server.signIn('admin', 'Admin@2026');
    const rows = await server.app.pmc.context.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('revokes the token on logout', async () => {
    const token = await server.signIn('admin', 'Admin@2026');
    expect((await me(token)).code).toBe(200);
    const out = await server.call({
      method: 'POST',
      url: '/admin-api/logout',
      headers: { authorization: token },
    });
    expect(out).toMatchObject({ code: 200, msg: '退出成功' });
    expect((await me(token)).code).toBe(600);
  });

  it('answers 601 after 30 idle minutes', async () => {
    const token = await server.signIn('admin', 'Admin@2026');
    server.advance(29 * 60_000);
    expect((await me(token)).code).toBe(200);
    server.advance(29 * 60_000);
    expect((await me(token)).code).toBe(200);
    server.advance(31 * 60_000);
    expect(await me(token)).toMatchObject({ code: 601, msg: '登录已过期，请重新登录' });
    expect((await me(token)).code).toBe(601);
  });

  it('answers 601 after 12 hours even when active', async () => {
    const token = await server.signIn('admin', 'Admin@2026');
    for (let hour = 0; hour < 24; hour++) {
      server.advance(29 * 60_000);
      const answer = await me(token);
      if (answer.code !== 200) {
        expect(answer.code).toBe(601);
        expect(hour).toBeGreaterThanOrEqual(23);
        return;
      }
    }
    server.advance(29 * 60_000);
    expect((await me(token)).code).toBe(601);
  });

  it('answers 602 once the session is forced offline', async () => {
    const token = await server.signIn('staff', 'Staff@2026');
    await server.app.pmc.context.db
      .update(sessions)
      .set({ revokedReason: 'forced', revokedAt: Date.now() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await me(token)).toMatchObject({ code: 602 });
  });
});
