import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A heap limit of 1 MB is always passed: from the first sample (within a second) every request is shed.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MAX_HEAP_USED_MB: '1' });
});
afterAll(() => server.close());

describe('load shedding', () => {
  it('answers 503 with Retry-After and a retry message under pressure; probes still answer', async () => {
    let shed = await server.app.inject({ method: 'GET', url: '/admin-api/captcha' });
    const deadline = Date.now() + 10_000;
    while (shed.statusCode !== 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shed = await server.app.inject({ method: 'GET', url: '/admin-api/captcha' });
    }
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.headers['x-request-id']).toBeDefined();
    expect(shed.json()).toEqual({ code: 503, msg: '服务器繁忙，请稍后重试', data: null });
    const english = await server.app.inject({
      method: 'GET',
      url: '/admin-api/captcha',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe('The server is busy, please try again in a moment');
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(server.logs.some((l) => l.includes('shedding a request under pressure'))).toBe(true);
  });
});
