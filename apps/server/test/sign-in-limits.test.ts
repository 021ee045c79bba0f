import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, loginLogs } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

// The per-address limit and the account lockout with the captcha on, as it runs in production.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CAPTCHA: 'on' });
});
afterAll(() => server.close());

async function solvedCaptcha(): Promise<{ sys_captcha: string; code: string }> {
  const answer = await server.call<{ captchaKey: string }>({ method: 'GET', url: '/admin-api/captcha' });
  const rows = await server.app.pmc.context.db.select().from(captchas);
  const text = rows.find((r) => r.key === answer.data.captchaKey)?.text ?? '';
  return { sys_captcha: answer.data.captchaKey, code: text };
}

const signIn = (
  address: string,
  account: string,
  password: string,
  captcha: { sys_captcha: string; code: string },
) =>
  server.call<{ token: string }>({
    method: 'POST',
    url: '/admin-api/login',
    remoteAddress: address,
    ...form({ account, password: md5Hex(password), ...captcha }),
  });

describe('sign-in limits with the captcha on', () => {
  it('lets the right password with a solved captcha through an address past its failure limit', async () => {
    const address = '198.51.100.7';
    const now = Date.now();
    // 30 failures from this address in the window (as a guesser sharing the office's address leaves them).
    await server.app.pmc.context.db.insert(loginLogs).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: `limit-${i}`,
        userId: null,
        account: `nobody${i}`,
        ip: address,
        success: false,
        message: 'guess',
        createdAt: now - 1000,
      })),
    );
    // A wrong password is still refused as the limit says (and counted).
    expect(await signIn(address, 'staff', 'wrong', await solvedCaptcha())).toMatchObject({
      code: 429,
      msg: '尝试次数过多，请稍后再试',
    });
    // Without a solved captcha nothing gets to the password.
    expect((await signIn(address, 'staff', 'Staff@2026', { sys_captcha: 'x', code: 'y' })).code).toBe(400);
    // The real user with the right password and a solved captcha signs in.
    const ok = await signIn(address, 'staff', 'Staff@2026', await solvedCaptcha());
    expect(ok.code).toBe(200);
    expect(ok.data.token).toMatch(/\S{40,}/);
  });

  it('counts towards the lockout only the failures that solved the captcha', async () => {
    const address = '198.51.100.8';
    // Five wrong passwords with wrong captchas: refused at the captcha, the account is not touched.
    for (let i = 0; i < 5; i++) {
      const captcha = await solvedCaptcha();
      const answer = await signIn(address, 'admin', 'wrong', { ...captcha, code: 'zzzz' });
      expect(answer.msg).toBe('验证码错误');
    }
    expect((await signIn(address, 'admin', 'Admin@2026', await solvedCaptcha())).code).toBe(200);
    // Five wrong passwords with solved captchas lock it.
    let last = { code: 0, msg: '' };
    for (let i = 0; i < 5; i++) last = await signIn(address, 'admin', 'wrong', await solvedCaptcha());
    expect(last).toMatchObject({ code: 400, msg: '密码错误次数过多，账号已锁定15分钟' });
    expect((await signIn(address, 'admin', 'Admin@2026', await solvedCaptcha())).msg).toBe(
      '账号已锁定，请15分钟后再试',
    );
  });
});
