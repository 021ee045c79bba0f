import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../app/session-api.ts';
import { connectRequestCore } from './connect-request-core.ts';
import { idleWatch } from './idle-watch.ts';
import { session } from './session-store.ts';

const signedInAnswer = () =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), {
    headers: { 'content-type': 'application/json', 'x-session-idle-seconds': '1800' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  session.token = '';
  session.userInfo = null;
});

describe('connectRequestCore', () => {
  it("sends the session's token and uid, and a signed-in answer restarts the idle clock", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => signedInAnswer());
    vi.stubGlobal('fetch', fetch);
    const seen = vi.spyOn(idleWatch, 'seen');
    connectRequestCore();
    session.token = 'raw-token';
    session.userInfo = { uid: '42' } as typeof session.userInfo;
    await sessionApi.currentUser().catch(() => undefined);
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('raw-token');
    expect(headers.AdminId).toBe('42');
    expect(seen).toHaveBeenCalledWith(1_800_000);
  });
});
