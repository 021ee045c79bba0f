// @vitest-environment node
// The README's sign-in example, run against the real session declarations with a scripted server.
import { describe, expect, it, vi } from 'vitest';
import { contract, loginBodySchema } from '../contract/index.ts';
import { createRequestCore } from '../core/index.ts';
import { hashPassword } from '../hash-password.ts';
import { createApiClient } from './create-api-client.ts';

const envelope = (data: unknown, code = 200, msg = 'ok') =>
  Response.json({ code, msg, data }, { headers: { 'content-type': 'application/json' } });

function scriptedServer() {
  const seen: { method: string; url: string; headers: Headers; body: string }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(String(url), init);
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    });
    const path = new URL(request.url).pathname;
    if (path === '/admin-api/captcha')
      return envelope({ captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresIn: 120 });
    if (path === '/admin-api/login') return envelope({ token: 'tok-1', theme: 'blue' });
    if (path === '/api/oauth/LockScreen') return envelope(null, 601, '密码错误');
    if (path.startsWith('/admin-api/common/file/'))
      return envelope(
        { fileId: 'f1', name: 'logo.png', fileName: 'f1.png', url: '/f/f1', size: 9 },
        200,
        '上传成功',
      );
    return envelope(null, 601, '登录过期');
  });
  return { fetch, seen };
}

describe('the derived client on the session contract', () => {
  it('signs in form-encoded with the md5 password, then sends the token as is', async () => {
    const { fetch, seen } = scriptedServer();
    let token: string | undefined;
    const ports = {
      getToken: () => token,
      getUid: () => undefined,
      onTokenReset: vi.fn(),
      notify: vi.fn(),
      reload: vi.fn(),
      isOnLoginPage: () => false,
    };
    const api = createApiClient(createRequestCore({ baseUrl: 'http://server.test', fetch, ports }), contract);

    const captcha = await api.session.captcha();
    const password = hashPassword('Admin@123');
    expect(loginBodySchema.safeParse({ account: 'admin', password }).success).toBe(true);
    const signedIn = await api.session.login({
      account: 'admin',
      password,
      code: 'ab12',
      sys_captcha: captcha.captchaKey,
    });
    if (!('token' in signedIn)) throw new Error('a sign-in without a second factor answers the token');
    token = signedIn.token;
    await expect(api.session.currentUser()).rejects.toMatchObject({ code: 601 });

    const login = seen[1];
    expect(login?.method).toBe('POST');
    expect(login?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toEqual({
      account: 'admin',
      password,
      code: 'ab12',
      sys_captcha: 'k1',
    });
    expect(seen[2]?.headers.get('authorization')).toBe('tok-1');
  });

  it('a 601 from the lock-screen call keeps the session; from another call it ends it', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = scriptedServer();
      const ports = {
        getToken: () => 'tok',
        getUid: () => 'u1',
        onTokenReset: vi.fn(),
        notify: vi.fn(),
        reload: vi.fn(),
        isOnLoginPage: () => false,
      };
      const api = createApiClient(
        createRequestCore({ baseUrl: 'http://server.test', fetch, ports }),
        contract,
      );
      const body = { account: 'admin', password: hashPassword('x'), timestamp: 1 };
      await expect(api.session.unlock(body)).rejects.toMatchObject({ code: 601, msg: '密码错误' });
      await vi.advanceTimersByTimeAsync(2000);
      expect(ports.onTokenReset).not.toHaveBeenCalled();

      await expect(api.session.logout()).rejects.toMatchObject({ code: 601 });
      await vi.advanceTimersByTimeAsync(1600);
      expect(ports.onTokenReset).toHaveBeenCalledOnce();
      expect(ports.reload).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('uploads through the derived client', () => {
  it('sends the file multipart to /admin-api/common/file/{type} and reports progress', async () => {
    const { fetch, seen } = scriptedServer();
    const ports = {
      getToken: () => 'tok',
      getUid: () => 'u1',
      onTokenReset: vi.fn(),
      notify: vi.fn(),
      reload: vi.fn(),
      isOnLoginPage: () => false,
    };
    const core = createRequestCore({ baseUrl: 'http://server.test', fetch, ports, createXhr: null });
    const api = createApiClient(core, contract);
    const onProgress = vi.fn();
    const file = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    await expect(api.file.upload({ type: 'annexpic' }, { file }, { onProgress })).resolves.toMatchObject({
      name: 'logo.png',
      url: '/f/f1',
    });
    expect(ports.notify).toHaveBeenCalledExactlyOnceWith('success', '上传成功', 1500);
    const upload = seen[0];
    expect(new URL(upload?.url ?? '').pathname).toBe('/admin-api/common/file/annexpic');
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('filename="logo.png"');
    expect(upload?.body).toContain('png-bytes');
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 9, total: 9, percent: 100 });
  });
});
