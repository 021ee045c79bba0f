import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyAnswers } from './early-answers.ts';

const network = vi.fn(async () => new Response('network'));

afterEach(() => {
  window.__pmcEarly = undefined;
  network.mockClear();
  vi.unstubAllGlobals();
});

describe('fetchWithEarlyAnswers', () => {
  it("takes the head's answer for the first signed-out GET of its path, then goes to the network", async () => {
    vi.stubGlobal('fetch', network);
    window.__pmcEarly = { '/admin-api/captcha': Promise.resolve(new Response('early')) };
    const first = await fetchWithEarlyAnswers('/admin-api/captcha', { method: 'GET', headers: {} });
    const second = await fetchWithEarlyAnswers('/admin-api/captcha', { method: 'GET', headers: {} });
    expect(await first.text()).toBe('early');
    expect(await second.text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves the early answer alone for a signed-in call, another method or another path', async () => {
    vi.stubGlobal('fetch', network);
    window.__pmcEarly = { '/admin-api/captcha': Promise.resolve(new Response('early')) };
    await fetchWithEarlyAnswers('/admin-api/captcha', { method: 'GET', headers: { Authorization: 't' } });
    await fetchWithEarlyAnswers('/admin-api/captcha', { method: 'POST', headers: {} });
    await fetchWithEarlyAnswers('/admin-api/login', { method: 'GET', headers: {} });
    expect(network).toHaveBeenCalledTimes(3);
    expect(window.__pmcEarly?.['/admin-api/captcha']).toBeDefined();
  });

  it('asks the network again when the early request failed', async () => {
    vi.stubGlobal('fetch', network);
    window.__pmcEarly = { '/admin-api/captcha': Promise.reject(new TypeError('Failed to fetch')) };
    const answer = await fetchWithEarlyAnswers('/admin-api/captcha', { method: 'GET', headers: {} });
    expect(await answer.text()).toBe('network');
  });
});
