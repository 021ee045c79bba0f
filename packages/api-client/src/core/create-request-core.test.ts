// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';
import { type ApiError, isApiError } from './api-error.ts';
import { createRequestCore } from './create-request-core.ts';
import type { RequestPorts } from './ports.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });

const ports = (over: Partial<RequestPorts> = {}): RequestPorts => ({
  getToken: () => 'raw-token',
  getUid: () => 42,
  onTokenReset: vi.fn(),
  notify: vi.fn(),
  reload: vi.fn(),
  isOnLoginPage: () => false,
  ...over,
});

const areaList = defineEndpoint({
  method: 'GET',
  path: '/api/system/Area/{id}',
  auth: { menu: 'area' },
  query: z.object({ keyword: z.string().optional(), currentPage: z.number().optional() }),
  data: z.array(z.object({ id: z.string() })),
  summary: 'Areas under a parent',
});
const login = defineEndpoint({
  method: 'POST',
  path: '/admin-api/login',
  auth: 'public',
  body: z.object({ account: z.string(), password: z.string(), code: z.string(), sys_captcha: z.string() }),
  bodyEncoding: 'form',
  data: z.object({ token: z.string(), theme: z.string() }),
  summary: 'Sign in',
});
const areaUpdate = defineEndpoint({
  method: 'PUT',
  path: '/api/system/Area/{id}',
  auth: { menu: 'area', button: 'btn_edit' },
  body: z.object({ fullName: z.string(), sortCode: z.number() }),
  data: z.null(),
  summary: 'Update an area',
});
const exportRules = defineEndpoint({
  method: 'GET',
  path: '/api/system/BillRule/{id}/Action/Export',
  auth: { menu: 'billRule' },
  data: z.unknown(),
  response: 'blob',
  summary: 'Export',
});
const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/admin-api/common/file/{type}',
  auth: 'session',
  body: z.object({ file: z.instanceof(Blob), note: z.string().optional(), tags: z.array(z.string()) }),
  bodyEncoding: 'multipart',
  data: z.object({ fileName: z.string(), name: z.string(), url: z.string() }),
  summary: 'Upload',
});

describe('createRequestCore', () => {
  it('sends the raw token as Authorization and the uid as AdminId', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok([]));
    const core = createRequestCore({ baseUrl: 'http://api.test/', fetch, ports: ports() });
    await core.call(areaList, { params: { id: 0 } });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('raw-token');
    expect(headers.AdminId).toBe('42');
  });

  it('reports the idle limit a signed-in answer names, and nothing for an answer without it', async () => {
    const onSessionSeen = vi.fn();
    const answers = [
      new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] }), {
        headers: { 'content-type': 'application/json', 'x-session-idle-seconds': '1800' },
      }),
      json({ code: 601, msg: '登录已过期', data: null }),
    ];
    const fetch = vi.fn(async () => answers.shift() as Response);
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports({ onSessionSeen }) });
    await core.call(areaList, { params: { id: 0 } });
    expect(onSessionSeen).toHaveBeenCalledWith(1_800_000);
    await core.call(areaList, { params: { id: 0 } }).catch(() => undefined);
    expect(onSessionSeen).toHaveBeenCalledTimes(1);
  });

  it('leaves both headers out when signed out, and sends the chosen language', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok([]));
    const p = ports({ getToken: () => null, getUid: () => undefined, getLanguage: () => 'zhtw' });
    await createRequestCore({ baseUrl: '', fetch, ports: p }).call(areaList, { params: { id: 0 } });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('AdminId');
    expect(headers['Accept-Language']).toBe('zh-TW');
  });

  it('sends a GET payload as query parameters, skipping empty values', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok([{ id: '1' }]));
    const core = createRequestCore({ baseUrl: 'http://api.test', fetch, ports: ports() });
    await core.call(areaList, { params: { id: 'a b' }, query: { keyword: '北京', currentPage: 2 } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      `http://api.test/api/system/Area/a%20b?keyword=${encodeURIComponent('北京')}&currentPage=2`,
    );
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends sign-in form-encoded', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      ok({ token: 't', theme: 'blue' }),
    );
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports() });
    const body = { account: 'admin', password: 'e10adc39', code: 'ab12', sys_captcha: 'k1' };
    await expect(core.call(login, { body })).resolves.toEqual({ token: 't', theme: 'blue' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect(String(init?.body)).toBe('account=admin&password=e10adc39&code=ab12&sys_captcha=k1');
    const request = new Request('http://x.test', init);
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('sends other bodies as JSON', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ok(null));
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports() });
    await core.call(areaUpdate, { params: { id: 9 }, body: { fullName: '东城', sortCode: 1 } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/system/Area/9');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"fullName":"东城","sortCode":1}');
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('application/json');
  });

  it('sends uploads as multipart and shows the msg of code 200 as success', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({ code: 200, msg: '上传成功', data: { fileName: 'f.png', name: 'a.png', url: '/f/f.png' } }),
    );
    const p = ports();
    const core = createRequestCore({ baseUrl: '', fetch, ports: p, createXhr: null });
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    await core.call(uploadFile, { params: { type: 'annexpic' }, body: { file, tags: ['x', 'y'] } });
    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('a.png');
    expect(await (form.get('file') as File).text()).toBe('abc');
    expect(form.getAll('tags')).toEqual(['x', 'y']);
    expect(form.has('note')).toBe(false);
    expect(p.notify).toHaveBeenCalledExactlyOnceWith('success', '上传成功', 1500);
  });

  it('shows an upload or import refusal as an error', async () => {
    const fetch = vi.fn(async () => json({ code: 400, msg: '文件格式不正确', data: null }));
    const p = ports();
    const core = createRequestCore({ baseUrl: 'http://api.test', fetch, ports: p, createXhr: null });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'users.xlsx');
    await expect(core.upload('/api/permission/Users/Import', form)).rejects.toMatchObject({ code: 400 });
    expect(p.notify).toHaveBeenCalledExactlyOnceWith('error', '文件格式不正确', 1500);
    expect(fetch).toHaveBeenCalledWith('http://api.test/api/permission/Users/Import', expect.anything());
  });

  it('carries every field at fault of a code-400 answer on the error', async () => {
    const fields = [
      { path: 'fullName', message: 'fullName不能为空' },
      { path: 'propertyJson.shortName', message: 'propertyJson.shortName超出长度限制' },
    ];
    const fetch = vi.fn(async () => json({ code: 400, msg: 'fullName不能为空', data: { fields } }));
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports() });
    const error = await core
      .call(areaUpdate, { params: { id: 1 }, body: { fullName: '', sortCode: 0 } })
      .catch((e) => e);
    expect(error).toMatchObject({ code: 400, msg: 'fullName不能为空', fields });
    // Other codes, or a 400 without a field list, carry none.
    const bare = vi.fn(async () => json({ code: 400, msg: 'x', data: { fields: [{ path: 1 }] } }));
    const other = await createRequestCore({ baseUrl: '', fetch: bare, ports: ports() })
      .call(areaUpdate, { params: { id: 1 }, body: { fullName: 'a', sortCode: 0 } })
      .catch((e) => e);
    expect(other.fields).toEqual([]);
  });

  it("keeps a refusal's data on the error (an import's refused rows)", async () => {
    const data = { total: 2, created: 0, errors: [{ row: 3, field: '手机', msg: '请正确输入您的手机号' }] };
    const fetch = vi.fn(async () => json({ code: 400, msg: '1 行有错误', data }));
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports(), createXhr: null });
    const error = await core.upload('/admin-api/system/user/import', new FormData()).catch((e) => e);
    expect(error).toMatchObject({ code: 400, msg: '1 行有错误', data });
    const bare = vi.fn(async () => json({ code: 500, msg: 'x' }));
    const other = await createRequestCore({ baseUrl: '', fetch: bare, ports: ports(), createXhr: null })
      .upload('/x', new FormData())
      .catch((e: unknown) => e);
    expect(isApiError(other)).toBe(true);
    expect((other as ApiError).data).toBeUndefined();
  });

  it('returns a spreadsheet answer as the untouched Blob', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 0, 255]);
    const fetch = vi.fn(
      async () =>
        new Response(bytes, {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
    );
    const core = createRequestCore({ baseUrl: '', fetch, ports: ports() });
    const blob = await core.call(exportRules, { params: { id: 3 } });
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(blob.type).toContain('spreadsheetml');
  });

  it('still reports an error envelope sent instead of a file', async () => {
    const p = ports();
    const fetch = vi.fn(async () => json({ code: 403, msg: 'no', data: null }));
    const core = createRequestCore({ baseUrl: '', fetch, ports: p });
    await expect(core.call(exportRules, { params: { id: 3 } })).rejects.toMatchObject({ code: 403 });
    expect(p.notify).toHaveBeenCalledWith('error', '无权限,禁止访问', 1500);
  });

  it('validates data against the contract when asked to', async () => {
    const p = ports();
    const fetch = vi.fn(async () => ok([{ id: 5 }]));
    const core = createRequestCore({ baseUrl: '', fetch, ports: p, validateData: true });
    await expect(core.call(areaList, { params: { id: 0 } })).rejects.toMatchObject({ kind: 'invalid' });
    expect(p.notify).toHaveBeenCalledWith('error', '请求出错，请重试', 1500);
  });

  it('builds absolute URLs with queries for links', () => {
    const core = createRequestCore({ baseUrl: 'http://api.test/', fetch: vi.fn(), ports: ports() });
    expect(core.url('/api/file/Download/annex/1', { name: 'a b' })).toBe(
      'http://api.test/api/file/Download/annex/1?name=a+b',
    );
    expect(core.url('https://cdn.test/up?x=1', { y: 2 })).toBe('https://cdn.test/up?x=1&y=2');
  });
});

describe('failures of the server: a retry message for 503, the request id under a 500', () => {
  it('shows HTTP 503 (load shed, an instance restarting) as a retry message, not a crash', async () => {
    const p = ports();
    const core = createRequestCore({
      baseUrl: '',
      ports: p,
      fetch: async () =>
        new Response(JSON.stringify({ code: 503, msg: '服务器繁忙，请稍后重试', data: null }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5', 'x-request-id': 'shed-1' },
        }),
    });
    const error = (await core.call(areaList, { params: { id: '0' } }).catch((e) => e)) as ApiError;
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      msg: '服务器繁忙，请稍后重试',
      requestId: 'shed-1',
    });
    expect(p.notify).toHaveBeenCalledWith('error', '服务器繁忙，请稍后重试', 1500, '请求编号：shed-1');
  });

  it('puts the request id under the error of a code 500, and not under a refusal', async () => {
    const answers = [
      { code: 500, msg: '服务器内部错误，请稍后重试', data: null },
      { code: 400, msg: '名称不能为空', data: { fields: [{ path: 'fullName', message: '名称不能为空' }] } },
    ];
    const p = ports();
    const core = createRequestCore({
      baseUrl: '',
      ports: p,
      fetch: async () =>
        new Response(JSON.stringify(answers.shift()), {
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-77' },
        }),
    });
    const failed = (await core.call(areaList, { params: { id: '0' } }).catch((e) => e)) as ApiError;
    expect(failed).toMatchObject({ code: 500, requestId: 'req-77' });
    expect(p.notify).toHaveBeenLastCalledWith(
      'error',
      '服务器内部错误，请稍后重试',
      1500,
      '请求编号：req-77',
    );
    const refused = (await core.call(areaList, { params: { id: '0' } }).catch((e) => e)) as ApiError;
    expect(refused).toMatchObject({ code: 400, requestId: 'req-77' });
    expect(p.notify).toHaveBeenLastCalledWith('error', '名称不能为空', 1500);
  });
});
