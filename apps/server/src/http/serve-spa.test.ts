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
});
