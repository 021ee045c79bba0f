// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineEndpoint } from '../contract/index.ts';
import { isAbortError } from './abortable.ts';
import { createRequestCore } from './create-request-core.ts';

const slow = defineEndpoint({
  method: 'GET',
  path: '/admin-api/current_user',
  auth: 'session',
  data: z.unknown(),
  summary: 'Current user',
});

function setup(fetch: typeof globalThis.fetch) {
  const notify = vi.fn();
  const core = createRequestCore({
    baseUrl: '',
    fetch,
    createXhr: null,
    ports: {
      getToken: () => 't',
      getUid: () => null,
      onTokenReset: vi.fn(),
      notify,
      reload: vi.fn(),
      isOnLoginPage: () => false,
    },
  });
  return { core, notify };
}

describe('abort', () => {
  it('rejects at once with the abort reason even when fetch ignores the signal', async () => {
    const { core, notify } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = core.call(slow, {}, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects with a custom reason', async () => {
    const { core } = setup(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = core.call(slow, {}, { signal: controller.signal });
    controller.abort(new Error('page left'));
    await expect(call).rejects.toThrow('page left');
  });

  it('does not start a call whose signal is already aborted', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const { core } = setup(fetch);
    const error = await core.call(slow, {}, { signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops waiting for a body that never finishes', async () => {
    const controller = new AbortController();
    // The body aborts the call once it is being read, and never delivers a byte.
    const body = new ReadableStream({ pull: () => controller.abort() });
    const { core, notify } = setup(
      async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
    );
    const call = core.call(slow, {}, { signal: controller.signal });
    expect(isAbortError(await call.catch((e: unknown) => e))).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('passes the signal on to fetch so the request itself is cancelled', async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const { core } = setup(fetch);
    const controller = new AbortController();
    const call = core.call(slow, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toSatisfy(isAbortError);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
