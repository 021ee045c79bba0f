// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import { createRequestCore } from './create-request-core.ts';
import type { RequestPorts } from './ports.ts';

const login = defineEndpoint({
  method: 'POST',
  path: '/admin-api/login',
  auth: 'public',
  body: z.object({ account: z.string(), password: z.string() }),
  bodyEncoding: 'form',
  data: z.object({ token: z.string(), theme: z.string() }),
  summary: 'Sign in',
});
const unlock = defineEndpoint({
  method: 'POST',
  path: '/api/oauth/LockScreen',
  auth: 'session',
  body: z.object({ account: z.string(), password: z.string() }),
  data: z.null(),
  summary: 'Unlock',
});
const areaInfo = defineEndpoint({
  method: 'GET',
  path: '/api/system/Area/{id}/Info',
  auth: { menu: 'area' },
  data: z.object({ id: z.string(), fullName: z.string() }),
  summary: 'One area',
});
const modelConfig = defineEndpoint({
  method: 'GET',
  path: '/api/visual/Model/{id}/Config',
  auth: 'session',
  data: z.unknown(),
  summary: 'Model config',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response | Promise<Response>, onLoginPage = false) {
  const ports = {
    getToken: vi.fn(() => 'tok'),
    getUid: vi.fn(() => 'u1'),
    onTokenReset: vi.fn(),
    notify: vi.fn(),
    reload: vi.fn(),
    isOnLoginPage: vi.fn(() => onLoginPage),
    onForbidden: vi.fn(),
  } satisfies RequestPorts;
  const fetch = vi.fn(async () => answer());
  const core = createRequestCore({ baseUrl: 'http://api.test', fetch, ports, createXhr: null });
  return { core, ports, fetch };
}

describe('error catalogue (docs/guide/api.md#error-catalogue)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('code 200 resolves with data and shows nothing', async () => {
    const { core, ports } = setup(() => json({ code: 200, msg: 'ok', data: { id: '1', fullName: 'A' } }));
    await expect(core.call(areaInfo, { params: { id: 1 } })).resolves.toEqual({ id: '1', fullName: 'A' });
    expect(ports.notify).not.toHaveBeenCalled();
  });

  it('another code rejects with ApiError and shows the server msg for 1.5 s', async () => {
    const { core, ports } = setup(() => json({ code: 400, msg: '名称不能为空', data: null }));
    const error = await core.call(areaInfo, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'code', code: 400, msg: '名称不能为空' });
    expect(ports.notify).toHaveBeenCalledExactlyOnceWith('error', '名称不能为空', 1500);
  });

  it('another code without a msg shows 请求出错，请重试', async () => {
    const { core, ports } = setup(() => json({ code: 500, data: null }));
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({
      code: 500,
      msg: '请求出错，请重试',
    });
    expect(ports.notify).toHaveBeenCalledWith('error', '请求出错，请重试', 1500);
  });

  it('code 403 shows 无权限,禁止访问', async () => {
    const { core, ports } = setup(() => json({ code: 403, msg: 'forbidden', data: null }));
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({
      code: 403,
      msg: '无权限,禁止访问',
    });
    expect(ports.notify).toHaveBeenCalledWith('error', '无权限,禁止访问', 1500);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ports.onTokenReset).not.toHaveBeenCalled();
  });

  it('code 403 tells onForbidden (the app reloads the permissions); other failures do not', async () => {
    const refused = setup(() => json({ code: 403, msg: 'forbidden', data: null }));
    await expect(refused.core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({ code: 403 });
    expect(refused.ports.onForbidden).toHaveBeenCalledWith('/api/system/Area/1/Info');
    const failed = setup(() => json({ code: 400, msg: 'bad', data: null }));
    await expect(failed.core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({ code: 400 });
    expect(failed.ports.onForbidden).not.toHaveBeenCalled();
  });

  it.each([600, 601, 602])('code %i: message, reset after 1.5 s, reload 100 ms later', async (code) => {
    const { core, ports } = setup(() => json({ code, msg: '登录过期', data: null }));
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({ code });
    expect(ports.notify).toHaveBeenCalledWith('error', '登录过期', 1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(ports.onTokenReset).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ports.onTokenReset).toHaveBeenCalledOnce();
    expect(ports.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(99);
    expect(ports.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ports.reload).toHaveBeenCalledOnce();
  });

  it('code 601 on the login page resets the token but does not reload', async () => {
    const { core, ports } = setup(() => json({ code: 601, msg: '过期', data: null }), true);
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({ code: 601 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(ports.onTokenReset).toHaveBeenCalledOnce();
    expect(ports.reload).not.toHaveBeenCalled();
  });

  it('parallel calls that all find the session gone reset and reload once', async () => {
    const { core, ports } = setup(() => json({ code: 602, msg: '已被强制下线', data: null }));
    const calls = [1, 2, 3].map((id) => core.call(areaInfo, { params: { id } }).catch((e: unknown) => e));
    expect(await Promise.all(calls)).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ports.onTokenReset).toHaveBeenCalledOnce();
    expect(ports.reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['login', login, { account: 'a', password: 'b' }],
    ['lock screen', unlock, { account: 'a', password: 'b' }],
  ] as const)('the %s call shows the msg of 600-602 but keeps the session', async (_, endpoint, body) => {
    for (const code of [600, 601, 602]) {
      const { core, ports } = setup(() => json({ code, msg: '验证码错误', data: null }));
      await expect(core.call(endpoint, { body })).rejects.toMatchObject({ code, msg: '验证码错误' });
      expect(ports.notify).toHaveBeenCalledWith('error', '验证码错误', 1500);
      await vi.advanceTimersByTimeAsync(5000);
      expect(ports.onTokenReset).not.toHaveBeenCalled();
      expect(ports.reload).not.toHaveBeenCalled();
    }
  });

  it('a network failure shows 请求出错，请重试', async () => {
    const { core, ports } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({
      kind: 'network',
      msg: '请求出错，请重试',
    });
    expect(ports.notify).toHaveBeenCalledWith('error', '请求出错，请重试', 1500);
  });

  it('an HTTP failure shows 请求出错，请重试 and carries the status', async () => {
    const { core, ports } = setup(() => json({ code: 500, msg: 'boom' }, 502));
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({
      kind: 'http',
      code: 502,
      status: 502,
      msg: '请求出错，请重试',
    });
    expect(ports.notify).toHaveBeenCalledWith('error', '请求出错，请重试', 1500);
  });

  it.each([
    ['HTML', () => new Response('<html>gateway</html>', { headers: { 'content-type': 'text/html' } })],
    ['JSON without a code', () => json({ list: [] })],
    ['a JSON array', () => json([1, 2])],
  ])('an answer that is not an envelope (%s) shows 请求出错，请重试', async (_, answer) => {
    const { core, ports } = setup(answer);
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({ kind: 'invalid' });
    expect(ports.notify).toHaveBeenCalledWith('error', '请求出错，请重试', 1500);
  });

  it('a URL with both Model and Config is not code-checked', async () => {
    const raw = { code: 500, msg: 'not ready', data: { fields: [] } };
    const { core, ports } = setup(() => json(raw));
    await expect(core.call(modelConfig, { params: { id: 7 } })).resolves.toEqual(raw);
    expect(ports.notify).not.toHaveBeenCalled();
  });

  it('a URL with only Model is code-checked as usual', async () => {
    const onlyModel = defineEndpoint({ ...modelConfig, path: '/api/visual/Model/{id}' });
    const { core } = setup(() => json({ code: 500, msg: 'x', data: null }));
    await expect(core.call(onlyModel, { params: { id: 7 } })).rejects.toMatchObject({ code: 500 });
  });

  it('uses the translate port for fallback texts', async () => {
    const notify = vi.fn();
    const translate = vi.fn(() => 'No permission, access denied');
    const core = createRequestCore({
      baseUrl: '',
      fetch: async () => json({ code: 403, data: null }),
      ports: {
        getToken: () => null,
        getUid: () => null,
        onTokenReset: () => undefined,
        notify,
        reload: () => undefined,
        isOnLoginPage: () => false,
        translate,
      },
      createXhr: null,
    });
    await expect(core.call(areaInfo, { params: { id: 1 } })).rejects.toMatchObject({
      msg: 'No permission, access denied',
      descriptor: { id: 'apiClient.forbidden' },
    });
    expect(translate).toHaveBeenCalledWith(expect.objectContaining({ id: 'apiClient.forbidden' }));
    expect(notify).toHaveBeenCalledWith('error', 'No permission, access denied', 1500);
  });
});
