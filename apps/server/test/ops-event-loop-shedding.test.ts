import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARM_UP_MS } from '../src/ops/load-shedding.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MAX_DELAY_MS = 50;
/** Each turn of the overloaded loop blocks this long: every event-loop sample waits about as long. */
const BLOCK_MS = 6 * MAX_DELAY_MS;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MAX_EVENT_LOOP_DELAY_MS: String(MAX_DELAY_MS) });
});
afterAll(() => server.close());

/** Synchronous work that holds the event loop, as a flood of requests or a runaway job would. */
function block(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy: nothing else runs meanwhile
  }
}

const captcha = () => server.app.inject({ method: 'GET', url: '/admin-api/captcha' });

/** Repeats `turn` until `done` holds (a bounded wait for a condition, not a timed assertion). */
async function repeatUntil<T>(turn: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await turn();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('condition not reached within 60 s');
  }
}

describe('load shedding on event-loop delay', () => {
  it('answers 503 with Retry-After while the loop lags past MAX_EVENT_LOOP_DELAY_MS, probes still answer, and recovers', async () => {
    expect((await captcha()).statusCode).toBe(200);
    // The app is ready now (the first request readied it): its clock past the warm-up after start.
    server.advance(WARM_UP_MS);
    // One slow turn (a big workbook) is not load: at most one sample lags, and nothing is shed.
    block(BLOCK_MS);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await captcha()).statusCode).toBe(200);

    // Overload: the loop is blocked turn after turn, so every sample of its delay is about BLOCK_MS.
    const shed = await repeatUntil(
      async () => {
        block(BLOCK_MS);
        // One turn of the loop between blocks (timers run, the delay is sampled), as under real load.
        await new Promise((resolve) => setImmediate(resolve));
        return captcha();
      },
      (res) => res.statusCode === 503,
    );
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({ code: 503, msg: '服务器繁忙，请稍后重试', data: null });
    expect(server.logs.some((l) => l.includes('"type":"eventLoopDelay"'))).toBe(true);
    // Liveness and readiness are never shed: the process is up, it is only busy.
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(503);

    // The load stops: the next samples are quiet and requests run again.
    const recovered = await repeatUntil(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return captcha();
      },
      (res) => res.statusCode === 200,
    );
    expect(recovered.headers['retry-after']).toBeUndefined();
  }, 90_000);
});
