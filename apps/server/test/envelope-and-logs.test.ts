import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { envelopeSchema } from '@pmc/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('every answer is the envelope', () => {
  it('for success, refusals, bad bodies, unknown paths and methods', async () => {
    const token = await server.signIn('admin', 'Admin@2026');
    const requests = [
      { method: 'GET', url: '/admin-api/captcha' },
      { method: 'GET', url: '/admin-api/current_user', headers: { authorization: token } },
      { method: 'GET', url: '/admin-api/current_user' },
      { method: 'POST', url: '/admin-api/login', ...form({ account: 'admin', password: md5Hex('nope') }) },
      {
        method: 'POST',
        url: '/admin-api/login',
        payload: '{"account":',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST', url: '/admin-api/login', payload: 'x', headers: { 'content-type': 'text/csv' } },
      { method: 'POST', url: '/admin-api/login' },
      { method: 'GET', url: '/admin-api/no-such-thing' },
      { method: 'DELETE', url: '/admin-api/captcha' },
      { method: 'POST', url: '/admin-api/logout', headers: { authorization: token } },
    ] as const;
    for (const request of requests) {
      const res = await server.app.inject(request);
      expect(res.statusCode, request.url).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = envelopeSchema(z.unknown()).strict().parse(res.json());
      expect(typeof body.msg).toBe('string');
    }
  });
});

describe('logs', () => {
  it('never contain a password hash or a token', async () => {
    const passwordHash = md5Hex('Admin@2026');
    const token = await server.signIn('admin', 'Admin@2026');
    await server.app.inject({
      method: 'GET',
      url: '/admin-api/current_user',
      headers: { authorization: token },
    });
    await server.app.inject({ method: 'GET', url: `/home?token=${token}` });
    await server.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { account: 'admin', password: passwordHash },
    });
    const text = server.logs.join('');
    expect(server.logs.length).toBeGreaterThan(5);
    expect(text).toContain('/admin-api/current_user');
    expect(text).not.toContain(token);
    expect(text).not.toContain(passwordHash);
    expect(text).not.toContain('Admin@2026');
  });
});

describe('STATIC_DIR', () => {
  it('serves the built app with index.html for client routes and the envelope for the API', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const config = loadConfig({ CAPTCHA: 'off', STATIC_DIR: dir, DATA_DIR: dir });
    const app = await buildApp({ config, database: server.app.pmc.database, logStream: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/system/user?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(asset.headers['content-type']).toContain('javascript');
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/admin-api/nothing-here' });
      expect(api.json()).toMatchObject({ code: 404 });
      expect((await app.inject({ method: 'GET', url: '/admin-api/captcha' })).json().code).toBe(200);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the precompressed file the browser accepts, and compresses JSON answers over 1 KB', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-spa-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const html = `<!doctype html><div id="root"></div>${' '.repeat(2000)}`;
    for (const [file, text] of [
      ['assets/app-1a2b.js', script],
      ['index.html', html],
    ] as const) {
      fs.writeFileSync(path.join(dir, file), text);
      fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
    }
    const config = loadConfig({ CAPTCHA: 'off', STATIC_DIR: dir, DATA_DIR: dir });
    const app = await buildApp({ config, database: server.app.pmc.database, logStream: false });
    try {
      const br = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // A client route gets index.html, compressed too, and revalidated every time.
      const page = await app.inject({
        method: 'GET',
        url: '/system/user',
        headers: { 'accept-encoding': 'br' },
      });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(html);
      // JSON: the large API document compressed on the fly, a small envelope left as it is.
      const docs = await app.inject({
        method: 'GET',
        url: '/api-docs',
        headers: { 'accept-encoding': 'br' },
      });
      expect(docs.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString()).openapi).toBe('3.1.0');
      const small = await app.inject({
        method: 'GET',
        url: '/admin-api/nothing-here',
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toMatchObject({ code: 404 });
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
