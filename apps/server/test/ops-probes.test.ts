import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { openTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('liveness and readiness', () => {
  it('answers /healthz and /readyz as small JSON, without a token, logging nothing at info', async () => {
    const before = server.logs.length;
    const live = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toContain('application/json');
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      ready: true,
      checks: { database: 'ok', migrations: 'ok' },
    });
    // A balancer asks every few seconds: a probe that succeeds writes no log line.
    expect(server.logs.slice(before).filter((l) => l.includes('/readyz') || l.includes('/healthz'))).toEqual(
      [],
    );
  });

  it('turns /readyz 503 with the reason while draining, while /healthz stays 200', async () => {
    server.app.ops.readiness.draining = true;
    try {
      const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ready: false, reason: 'draining' });
      expect(ready.headers['retry-after']).toBe('5');
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      server.app.ops.readiness.draining = false;
    }
  });

  it('answers 503 when migrations are missing and when the database is gone', async () => {
    const database = await openTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-ready-'));
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dir }), database, logStream: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const [last] = await database.raw(
        { text: 'select max(id) as id from drizzle.__drizzle_migrations' },
        [],
      );
      await database.raw({ text: 'delete from drizzle.__drizzle_migrations where id = $1' }, [last?.id]);
      const pending = await app.inject({ method: 'GET', url: '/readyz' });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({
        reason: 'migrations pending',
        checks: { migrations: 'pending' },
      });
      await database.close();
      const gone = await app.inject({ method: 'GET', url: '/readyz' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ reason: 'database unreachable', checks: { database: 'failed' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('reserved paths with the app served beside the API', () => {
  it('never answers index.html for /healthz, /readyz, /metrics, /api*, /admin-api* or /api-docs*', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-spa-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = loadConfig({ CAPTCHA: 'off', STATIC_DIR: dir, DATA_DIR: dir });
    const app = await buildApp({ config, database: server.app.pmc.database, logStream: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ ready: true });
      for (const url of [
        '/metrics',
        '/api/health',
        '/api',
        '/apifoo',
        '/admin-api',
        '/admin-api/nothing/here',
        '/api-docs/nothing',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('id="root"');
        expect(res.json(), url).toMatchObject({ code: 404 });
      }
      expect((await app.inject({ method: 'GET', url: '/system/user' })).body).toContain('id="root"');
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('request ids', () => {
  it('puts X-Request-Id on every answer and in the log lines of the request', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/admin-api/captcha' });
    const id = String(ok.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.logs.some((line) => JSON.parse(line).reqId === id)).toBe(true);
    const missing = await server.app.inject({ method: 'GET', url: '/admin-api/none' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).not.toBe(id);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("ignores a client's X-Request-Id unless the proxy is trusted, and then takes only a safe one", async () => {
    const given = { 'x-request-id': 'lb-1234-abcd' };
    const untrusted = await server.app.inject({ method: 'GET', url: '/healthz', headers: given });
    expect(untrusted.headers['x-request-id']).not.toBe('lb-1234-abcd');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-proxy-'));
    const config = loadConfig({ CAPTCHA: 'off', DATA_DIR: dir, TRUST_PROXY: 'true' });
    const app = await buildApp({ config, database: server.app.pmc.database, logStream: false });
    try {
      const trusted = await app.inject({ method: 'GET', url: '/healthz', headers: given });
      expect(trusted.headers['x-request-id']).toBe('lb-1234-abcd');
      const unsafe = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'a b\u0007{"level":60}' },
      });
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
