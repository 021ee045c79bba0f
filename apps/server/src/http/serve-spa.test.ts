import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { serveSpa } from './serve-spa.ts';

const made: string[] = [];
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pmc-spa-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('serveSpa with earlier builds beside the newest', () => {
  it('serves index.html from the newest, hashed assets from any, nothing else from older builds', async () => {
    const newest = build({ 'index.html': 'v2', 'assets/page-B.js': 'new page' });
    const older = build({ 'index.html': 'v1', 'assets/page-A.js': 'old page', 'notes.txt': 'old notes' });
    const app = Fastify();
    await serveSpa(app, [newest, older]);
    const get = (url: string) => app.inject({ method: 'GET', url });

    expect((await get('/system/user')).body).toBe('v2');
    expect((await get('/index.html')).body).toBe('v2');
    expect((await get('/assets/page-B.js')).body).toBe('new page');
    const old = await get('/assets/page-A.js');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('old page');
    expect(old.headers['cache-control']).toContain('immutable');
    expect((await get('/notes.txt')).statusCode).toBe(404);
    expect((await get('/assets/page-C.js')).statusCode).toBe(404);
    await app.close();
  });

  it('serves one build alone as before', async () => {
    const only = build({ 'index.html': 'v1', 'assets/page-A.js': 'page' });
    const app = Fastify();
    await serveSpa(app, [only]);
    expect((await app.inject({ method: 'GET', url: '/home' })).body).toBe('v1');
    expect((await app.inject({ method: 'GET', url: '/assets/page-A.js' })).body).toBe('page');
    await app.close();
  });

  it('serves /version.json from the newest build, never cached, and never the app in its place', async () => {
    const stamp = (id: string) =>
      JSON.stringify({ version: '0.1.0', buildId: id, builtAt: '2026-11-25T12:00:00Z' });
    const newest = build({ 'index.html': 'v2', 'version.json': stamp('b') });
    const older = build({ 'index.html': 'v1', 'version.json': stamp('a') });
    const app = Fastify();
    await serveSpa(app, [newest, older]);
    const answer = await app.inject({ method: 'GET', url: '/version.json?t=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ buildId: 'b' });
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    await app.close();

    // A build without a stamp answers 404, not index.html (which a version check would misread).
    const unstamped = Fastify();
    await serveSpa(unstamped, [build({ 'index.html': 'v1' }), older]);
    const missing = await unstamped.inject({ method: 'GET', url: '/version.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toBe('v1');
    await unstamped.close();
  });
});
