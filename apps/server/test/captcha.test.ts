import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../src/db/schema/index.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CAPTCHA: 'on' });
});
afterAll(() => server.close());

async function newCaptcha() {
  const answer = await server.call<{ captchaKey: string; image: string; expiresIn: number }>({
    method: 'GET',
    url: '/admin-api/captcha',
  });
  const rows = await server.app.pmc.context.db.select().from(captchas);
  const text = rows.find((r) => r.key === answer.data.captchaKey)?.text ?? '';
  return { ...answer.data, text };
}

const signIn = (code: string, key: string) =>
  server.call<{ token: string }>({
    method: 'POST',
    url: '/admin-api/login',
    ...form({ account: 'admin', password: md5Hex('Admin@2026'), code, sys_captcha: key }),
  });

describe('captcha', () => {
  it('answers an SVG image, a key and a 120 s lifetime', async () => {
    const captcha = await newCaptcha();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    // Whole pixels: the decimals svg-captcha writes are half the answer's bytes on a slow link.
    expect(svg).toMatch(/<path[^>]* d="M\d+ \d+/);
    expect(svg).not.toMatch(/\d\.\d/);
    expect(captcha.expiresIn).toBe(120);
    expect(captcha.text).toHaveLength(4);
  });

  it('is required when CAPTCHA is on', async () => {
    const answer = await server.call({
      method: 'POST',
      url: '/admin-api/login',
      ...form({ account: 'admin', password: md5Hex('Admin@2026') }),
    });
    expect(answer).toMatchObject({ code: 400, msg: '请输入验证码' });
  });

  it('works once: the second sign-in with the same captcha is refused', async () => {
    const captcha = await newCaptcha();
    const first = await signIn(captcha.text.toUpperCase(), captcha.captchaKey);
    expect(first.code).toBe(200);
    const second = await signIn(captcha.text, captcha.captchaKey);
    expect(second).toMatchObject({ code: 400, msg: '验证码已失效，请刷新后重试' });
  });

  it('is used up by a wrong answer too', async () => {
    const captcha = await newCaptcha();
    expect((await signIn('zzzz', captcha.captchaKey)).msg).toBe('验证码错误');
    expect((await signIn(captcha.text, captcha.captchaKey)).code).toBe(400);
  });

  it('expires after 2 minutes', async () => {
    const captcha = await newCaptcha();
    server.advance(121_000);
    const answer = await signIn(captcha.text, captcha.captchaKey);
    expect(answer).toMatchObject({ code: 400, msg: '验证码已过期，请刷新后重试' });
  });
});

describe('lock screen code (the captcha, with CAPTCHA on)', () => {
  async function signedIn(): Promise<string> {
    const captcha = await newCaptcha();
    const answer = await signIn(captcha.text, captcha.captchaKey);
    expect(answer.code).toBe(200);
    return answer.data.token;
  }
  /** A captcha fetched by the signed-in session, and its answer. */
  async function lockCaptcha(token: string): Promise<string> {
    const before = new Set((await server.app.pmc.context.db.select().from(captchas)).map((r) => r.key));
    const answer = await server.api('GET', '/admin-api/captcha', token);
    expect(answer.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const rows = await server.app.pmc.context.db.select().from(captchas);
    const fresh = rows.find((r) => r.key === answer.data.captchaKey);
    expect(fresh).toBeDefined();
    expect(before.has(answer.data.captchaKey)).toBe(false);
    return fresh?.text ?? '';
  }
  const unlock = (token: string, code?: string, password = 'Admin@2026') =>
    server.api('POST', '/api/oauth/LockScreen', token, {
      account: 'admin',
      password: md5Hex(password),
      timestamp: Date.now(),
      ...(code === undefined ? {} : { code }),
    });

  it('is required', async () => {
    const token = await signedIn();
    expect(await unlock(token)).toMatchObject({ code: 400, msg: '请输入验证码' });
  });

  it('unlocks with the right code and password, once per captcha', async () => {
    const token = await signedIn();
    const text = await lockCaptcha(token);
    expect((await unlock(token, text.toUpperCase())).code).toBe(200);
    expect(await unlock(token, text)).toMatchObject({ code: 400, msg: '验证码已失效，请刷新后重试' });
  });

  it('refuses a wrong code before trying the password, and only the latest captcha counts', async () => {
    const token = await signedIn();
    const old = await lockCaptcha(token);
    const latest = await lockCaptcha(token);
    if (old !== latest) expect((await unlock(token, old)).msg).toBe('验证码错误');
    const text = await lockCaptcha(token);
    // A wrong password with the right code is a wrong password, the code is spent.
    expect((await unlock(token, text, 'not-it')).msg).toBe('密码错误，解锁失败');
    expect((await unlock(token, 'zzzz')).msg).toBe('验证码已失效，请刷新后重试');
  });

  it("is another session's own: a code fetched by one session does not unlock another", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const text = await lockCaptcha(first);
    expect((await unlock(second, text)).msg).toBe('验证码已失效，请刷新后重试');
    expect((await unlock(first, text)).code).toBe(200);
  });
});
