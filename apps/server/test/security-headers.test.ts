import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { API_CSP, APP_CSP, DOCS_CSP } from '../src/http/security-headers.ts';
import { PNG } from './support/sweep-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-csp-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const config = loadConfig({ CAPTCHA: 'off', STATIC_DIR: dir, DATA_DIR: dir });
  app = await buildApp({ config, database: server.app.pmc.database, logStream: false });
});
afterAll(async () => {
  await app.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d]));

describe('headers a browser enforces', () => {
  it('gives the app a CSP: scripts only from itself, no framing, plugins or base change', async () => {
    const policy = directives(APP_CSP);
    expect(policy.get('script-src')).toBe("script-src 'self'");
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy.get('object-src')).toBe("object-src 'none'");
    expect(policy.get('base-uri')).toBe("base-uri 'self'");
    expect(policy.get('img-src')).toBe("img-src 'self' data: blob: https:");
    expect(policy.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(APP_CSP).not.toContain('unsafe-eval');
    for (const url of ['/', '/system/user?x=1', '/login']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['content-security-policy'], url).toBe(APP_CSP);
      expect(page.headers['referrer-policy'], url).toBe('same-origin');
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("keeps the app's policy when the browser revalidates index.html (a 304 carries no policy)", async () => {
    const first = await app.inject({ method: 'GET', url: '/login' });
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-frame-options']).toBe('DENY');
  });

  it('gives the API reference page its own policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api-docs/ui' });
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toContain("script-src 'self'");
    expect(DOCS_CSP).not.toContain('https:');
    // Its scripts are files, so the policy lets them run.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('answers the API with a policy that loads nothing, and keeps a route’s own (sandboxed downloads)', async () => {
    const answer = await app.inject({ method: 'GET', url: '/admin-api/captcha' });
    expect(answer.headers['content-security-policy']).toBe(API_CSP);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    const token = await server.signIn('admin', 'Admin@2026');
    const boundary = 'csp';
    const upload = await app.inject({
      method: 'POST',
      url: '/admin-api/common/file/annexpic',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const raw = await app.inject({ method: 'GET', url: upload.json().data.url });
    expect(raw.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(raw.headers['referrer-policy']).toBe('same-origin');
  });
});
