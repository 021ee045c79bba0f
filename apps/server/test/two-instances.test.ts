import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Two app instances on one database (PostgreSQL when PMC_TEST_DATABASE_URL is set): the server keeps
// no session state in memory, so what one instance does the other sees at the next request.
let first: TestServer;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  first = await startTestServer();
  second = await buildApp({
    config: loadConfig({ CAPTCHA: 'off', DATA_DIR: first.app.pmc.context.config.dataDir }),
    database: first.app.pmc.database,
    logStream: false,
  });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const me = async (app: typeof second, token: string) =>
  (
    await app.inject({ method: 'GET', url: '/admin-api/current_user', headers: { authorization: token } })
  ).json();

describe('two server instances on one database', () => {
  it('a session made on one works on the other', async () => {
    const token = await first.signIn('staff', 'Staff@2026');
    expect((await me(second, token)).code).toBe(200);
  });

  it('a force-offline on one takes effect on the other', async () => {
    const admin = await first.signIn('admin', 'Admin@2026');
    const staff = await first.signIn('staff', 'Staff@2026');
    const sessions = (
      await second.inject({
        method: 'GET',
        url: '/api/system/OnlineUser?keyword=staff',
        headers: { authorization: admin },
      })
    ).json().data.list;
    for (const session of sessions) {
      const res = await second.inject({
        method: 'DELETE',
        url: `/api/system/OnlineUser/${session.id}`,
        headers: { authorization: admin },
      });
      expect(res.json().code).toBe(200);
    }
    expect((await me(first.app, staff)).code).toBe(602);
  });

  it('a sign-out on one ends the session on the other', async () => {
    const token = await first.signIn('newbie', '123456');
    await second.inject({ method: 'POST', url: '/admin-api/logout', headers: { authorization: token } });
    expect((await me(first.app, token)).code).toBe(600);
  });
});
