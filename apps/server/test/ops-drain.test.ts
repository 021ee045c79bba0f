import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { drain } from '../src/ops/graceful-drain.ts';
import { openSeededTestDatabase } from './support/seeded-database.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** An app on a loopback port with one extra route that answers when the test says so. */
async function appWithSlowRoute(): Promise<{
  app: FastifyInstance;
  port: number;
  release: () => void;
  entered: Promise<void>;
  database: Awaited<ReturnType<typeof openSeededTestDatabase>>;
}> {
  const database = await openSeededTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-drain-'));
  dirs.push(dir);
  const app = await buildApp({
    config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dir }),
    database,
    logStream: false,
  });
  let release!: () => void;
  let entered!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  const enteredPromise = new Promise<void>((r) => {
    entered = r;
  });
  app.get('/slow-for-test', async () => {
    entered();
    await released;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, release, entered: enteredPromise, database };
}

/** One GET on a fresh connection: its status and body, or the connection error's code. */
function get(port: number, url: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode, body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
  });
}

describe('graceful drain', () => {
  it('turns readiness 503 at once, refuses new connections, lets the request in flight finish, closes the pool', async () => {
    const { app, port, release, entered, database } = await appWithSlowRoute();
    expect((await get(port, '/readyz')).status).toBe(200);
    const inFlight = get(port, '/slow-for-test');
    await entered;
    const drained = drain(app, 10_000);
    expect(app.ops.readiness.draining).toBe(true);
    expect((await app.ops.readiness.check()).reason).toBe('draining');
    // The listener is closed: a new connection is refused while the old request still runs.
    expect((await get(port, '/healthz')).error).toBe('ECONNREFUSED');
    release();
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await drained;
    // The database handed in stays the caller's; the app itself is closed.
    await expect(app.ready()).resolves.toBeDefined();
    await database.close();
  }, 240_000);

  it('with a delay, serves new connections with readiness 503 until the delay is over, then refuses them', async () => {
    const { app, port, database } = await appWithSlowRoute();
    const drained = drain(app, 10_000, 1500);
    // What a balancer sees while it has not yet dropped the instance: not ready, but still answered.
    expect((await get(port, '/readyz')).status).toBe(503);
    expect((await get(port, '/healthz')).status).toBe(200);
    await expect
      .poll(async () => (await get(port, '/healthz')).error, { timeout: 10_000 })
      .toBe('ECONNREFUSED');
    await drained;
    await database.close();
  }, 240_000);

  it('cuts a request still running when the grace is over, and still closes', async () => {
    const { app, port, entered, database } = await appWithSlowRoute();
    const hung = get(port, '/slow-for-test');
    await entered;
    const started = performance.now();
    await drain(app, 300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect((await hung).error).toBe('ECONNRESET');
    await database.close();
  }, 240_000);
});
