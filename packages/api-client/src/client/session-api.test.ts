// @vitest-environment node
import { expect, it, vi } from 'vitest';
import { sessionEndpoints } from '../contract/index.ts';
import { createRequestCore, type RequestPorts } from '../core/index.ts';
import { hashPassword } from '../hash-password.ts';
import { createSessionApi } from './session-api.ts';

const ports = (): RequestPorts => ({
  getToken: () => 'raw-token',
  getUid: () => 42,
  onTokenReset: vi.fn(),
  notify: vi.fn(),
  reload: vi.fn(),
  isOnLoginPage: () => false,
});

/** What the request core reads of an endpoint. */
type Described = {
  method: string;
  path: string;
  pathParams: readonly string[];
  body?: unknown;
  bodyEncoding?: string;
};

it('describes each session call as the contract does (method, path, body, encoding)', () => {
  const session = createSessionApi(createRequestCore({ baseUrl: '', fetch: vi.fn(), ports: ports() }));
  for (const [name, fn] of Object.entries(session)) {
    const full: Described = sessionEndpoints[name as keyof typeof sessionEndpoints];
    const small: Described = fn.endpoint;
    expect({ name, method: small.method, path: small.path, params: small.pathParams }).toEqual({
      name,
      method: full.method,
      path: full.path,
      params: full.pathParams,
    });
    expect({ name, hasBody: small.body !== undefined, encoding: small.bodyEncoding ?? 'json' }).toEqual({
      name,
      hasBody: full.body !== undefined,
      encoding: full.bodyEncoding ?? 'json',
    });
  }
  expect(Object.keys(session).sort()).toEqual(Object.keys(sessionEndpoints).sort());
});

it('signs in form-encoded and reads the current user with the token', async () => {
  const seen: { method: string; path: string; type: string | null; body: string }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(String(url), init);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      type: request.headers.get('content-type'),
      body: await request.text(),
    });
    return Response.json({ code: 200, msg: 'ok', data: { token: 'tok-1', theme: 'blue' } });
  });
  const session = createSessionApi(createRequestCore({ baseUrl: 'http://api.test', fetch, ports: ports() }));
  const answer = await session.login({
    account: 'admin',
    password: hashPassword('x'),
    code: '',
    sys_captcha: '',
  });
  expect(answer).toMatchObject({ token: 'tok-1' });
  await session.currentUser();
  expect(seen[0]).toMatchObject({ method: 'POST', path: '/admin-api/login' });
  expect(seen[0]?.type).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(seen[0]?.body).get('account')).toBe('admin');
  expect(seen[1]).toMatchObject({ method: 'GET', path: '/admin-api/current_user', body: '' });
});
