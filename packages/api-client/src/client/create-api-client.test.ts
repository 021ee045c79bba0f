// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';
import type { RequestCore } from '../core/index.ts';
import { createApiClient, isEndpoint } from './create-api-client.ts';

const info = defineEndpoint({
  method: 'GET',
  path: '/api/system/Area/{id}/Info',
  auth: { menu: 'area' },
  data: z.object({ id: z.string() }),
  summary: 'One area',
});
const list = defineEndpoint({
  method: 'GET',
  path: '/api/system/Area/{id}',
  auth: { menu: 'area' },
  query: z.object({ keyword: z.string().optional() }),
  data: z.unknown(),
  summary: 'Areas',
});
const update = defineEndpoint({
  method: 'PUT',
  path: '/api/system/Area/{id}',
  auth: { menu: 'area', button: 'btn_edit' },
  body: z.object({ fullName: z.string() }),
  query: z.object({ force: z.boolean().optional() }),
  data: z.null(),
  summary: 'Update',
});
const login = defineEndpoint({
  method: 'POST',
  path: '/admin-api/login',
  auth: 'public',
  body: z.object({ account: z.string() }),
  bodyEncoding: 'form',
  data: z.unknown(),
  summary: 'Sign in',
});
const logout = defineEndpoint({
  method: 'POST',
  path: '/admin-api/logout',
  auth: 'session',
  data: z.null(),
  summary: 'Sign out',
});

function fakeCore() {
  const call = vi.fn(async () => 'answer');
  return { core: { baseUrl: '', call, upload: vi.fn(), url: vi.fn() } as unknown as RequestCore, call };
}

describe('createApiClient', () => {
  it('keeps the grouping and hands each endpoint over with its parts', async () => {
    const { core, call } = fakeCore();
    const api = createApiClient(core, { area: { info, list, update }, session: { login, logout } });
    const signal = new AbortController().signal;

    await expect(api.area.info({ id: '7' }, { signal })).resolves.toBe('answer');
    expect(call).toHaveBeenLastCalledWith(info, { params: { id: '7' } }, { signal });

    await api.area.list({ id: 0 }, { keyword: 'x' });
    expect(call).toHaveBeenLastCalledWith(list, { params: { id: 0 }, query: { keyword: 'x' } }, {});

    await api.area.update({ id: 1 }, { fullName: 'A' }, { query: { force: true } });
    expect(call).toHaveBeenLastCalledWith(
      update,
      { params: { id: 1 }, body: { fullName: 'A' }, query: { force: true } },
      { query: { force: true } },
    );

    await api.session.login({ account: 'admin' }, { signal });
    expect(call).toHaveBeenLastCalledWith(login, { body: { account: 'admin' } }, { signal });

    await api.session.logout({ signal });
    expect(call).toHaveBeenLastCalledWith(logout, { query: undefined }, { signal });
    expect(api.session.logout.endpoint).toBe(logout);
  });

  it('ignores helpers and schemas beside the endpoints (a whole contract module can be passed)', () => {
    const { core } = fakeCore();
    const api = createApiClient(core, { info, helper: () => 1, schema: z.string(), sizes: [20, 50] });
    expect(Object.keys(api)).toEqual(['info']);
    expect(isEndpoint(info)).toBe(true);
    expect(isEndpoint(z.string())).toBe(false);
  });
});
