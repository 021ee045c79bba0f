import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SESSIONS = '/api/permission/Users/Current/Sessions';
const END_OTHERS = `${SESSIONS}/Actions/EndOthers`;
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface MySession {
  id: string;
  ip: string;
  ipPlace: string | null;
  browser: string | null;
  system: string | null;
  loginTime: number;
  lastSeenTime: number;
  current: boolean;
}

/** Signs in as a browser would (with its user agent) and answers the token. */
async function signInWith(account: string, password: string, userAgent: string): Promise<string> {
  const answer = await server.call<{ token: string }>({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account, password: md5Hex(password) }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
  });
  expect(answer.code).toBe(200);
  return answer.data.token;
}

const mySessions = async (token: string): Promise<MySession[]> => {
  const answer = await server.api<{ list: MySession[] }>('GET', SESSIONS, token);
  expect(answer.code).toBe(200);
  return answer.data.list;
};
const stillSignedIn = async (token: string) =>
  (await server.api('GET', '/admin-api/current_user', token)).code;
const answerTo = (token: string) => server.api('GET', '/admin-api/current_user', token);

describe('我的会话: my own sessions', () => {
  it('lists each live session of mine, this one marked, with browser, system and place, never a token', async () => {
    const first = await server.signIn('newbie', '123456');
    const second = await signInWith('newbie', '123456', FIREFOX_ON_WINDOWS);
    const list = await mySessions(second);
    expect(list).toHaveLength(2);
    const [mine, other] = [list.find((s) => s.current), list.find((s) => !s.current)];
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(mine).toMatchObject({
      browser: 'Firefox 133',
      system: 'Windows 10',
      ip: '127.0.0.1',
      ipPlace: '本机',
    });
    expect(other?.browser).toBeNull();
    expect(Object.keys(mine ?? {}).sort()).toEqual(
      ['browser', 'current', 'id', 'ip', 'ipPlace', 'lastSeenTime', 'loginTime', 'system'].sort(),
    );
    // From the other browser the marks swap; nobody else's sessions appear.
    const seenByFirst = await mySessions(first);
    expect(seenByFirst.find((s) => s.current)?.id).toBe(other?.id);
    await server.signIn('staff', 'Staff@2026');
    expect(await mySessions(first)).toHaveLength(2);
    expect(JSON.stringify(seenByFirst)).not.toMatch(/token/i);
  });

  it('ends another session of mine: its next request answers 602, and the ending is in my operation log', async () => {
    const mine = await server.signIn('staff', 'Staff@2026');
    const other = await server.signIn('staff', 'Staff@2026');
    const otherId = (await mySessions(other)).find((s) => s.current)?.id;
    expect((await mySessions(mine)).map((s) => s.id)).toContain(otherId);
    const answer = await server.api('DELETE', `${SESSIONS}/${otherId}`, mine);
    expect(answer.code).toBe(200);
    // 602 as a force-offline, in words that say the person ended it, not an administrator.
    expect(await answerTo(other)).toMatchObject({
      code: 602,
      msg: '此会话已在您的另一处登录中结束，请重新登录',
    });
    expect(await stillSignedIn(mine)).toBe(200);
    expect((await mySessions(mine)).map((s) => s.id)).not.toContain(otherId);
    const log = await server.api('GET', '/api/permission/Users/Current/SystemLog?category=5', mine);
    expect(log.data.list.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toContain(
      `DELETE ${SESSIONS}/${otherId}`,
    );
  });

  it('refuses to end this session (退出登录 does that) and an id that is not a live session of mine', async () => {
    const mine = await server.signIn('staff', 'Staff@2026');
    const own = (await mySessions(mine)).find((s) => s.current);
    const ownAnswer = await server.api('DELETE', `${SESSIONS}/${own?.id}`, mine);
    expect(ownAnswer.code).toBe(400);
    expect(ownAnswer.msg).toBe('不能强制自己当前的会话下线，请使用退出登录');
    expect(await stillSignedIn(mine)).toBe(200);

    // Someone else's session: 'does not exist', and it goes on.
    const admin = await server.signIn('admin', 'Admin@2026');
    const adminSession = (await mySessions(admin)).find((s) => s.current);
    const foreign = await server.api('DELETE', `${SESSIONS}/${adminSession?.id}`, mine);
    expect(foreign.code).toBe(400);
    expect(foreign.msg).toBe('数据不存在');
    expect(await stillSignedIn(admin)).toBe(200);
    expect((await mySessions(admin)).map((s) => s.id)).toContain(adminSession?.id);
  });

  it('refuses a malformed id with 400 naming the field', async () => {
    const mine = await server.signIn('staff', 'Staff@2026');
    const answer = await server.api<{ fields: { path: string; message: string }[] }>(
      'DELETE',
      `${SESSIONS}/${'x'.repeat(65)}`,
      mine,
    );
    expect(answer.code).toBe(400);
    expect(answer.data.fields).toEqual([{ path: 'id', message: '编号超出长度限制' }]);
  });

  it('ends all my other sessions at once and keeps this one and everyone else’s', async () => {
    const admin = await server.signIn('admin', 'Admin@2026');
    const others = [await server.signIn('staff', 'Staff@2026'), await server.signIn('staff', 'Staff@2026')];
    const mine = await server.signIn('staff', 'Staff@2026');
    const before = (await mySessions(mine)).length;
    expect(before).toBeGreaterThanOrEqual(3);
    const answer = await server.api<{ ended: number }>('POST', END_OTHERS, mine);
    expect(answer.code).toBe(200);
    expect(answer.data.ended).toBe(before - 1);
    for (const token of others) expect(await stillSignedIn(token)).toBe(602);
    expect(await stillSignedIn(mine)).toBe(200);
    expect(await stillSignedIn(admin)).toBe(200);
    const after = await mySessions(mine);
    expect(after).toHaveLength(1);
    expect(after[0]?.current).toBe(true);
    // Nothing left to end: the same call ends none.
    expect((await server.api<{ ended: number }>('POST', END_OTHERS, mine)).data.ended).toBe(0);
  });
});
