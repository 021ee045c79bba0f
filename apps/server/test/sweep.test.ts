import { contractEndpoints } from '@pmc/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRequest as request } from './support/endpoint-request.ts';
import { flatten, openSweepContext, type SweepContext } from './support/sweep-context.ts';
import { type Fixture, sweepFixtures } from './support/sweep-fixtures.ts';
import type { TestServer } from './support/test-server.ts';

// Endpoints that end the caller's session(s): they run last, each with its own token.
const SESSION_ENDING = new Set([
  'session.logout',
  'currentUser.updatePassword',
  'currentUser.modifyPasswordNoCode',
]);

let server: TestServer;
let staff: string;
let ctx: SweepContext;

beforeAll(async () => {
  ctx = await openSweepContext();
  server = ctx.server;
  staff = await server.signIn('staff', 'Staff@2026');
});
afterAll(() => server.close());

describe('sweep over every endpoint of the contract', () => {
  it('has a fixture for every endpoint, so none escapes the sweep', () => {
    const missing = contractEndpoints
      .map((e) => `${e.domain}.${e.name}`)
      .filter((key) => !sweepFixtures[key]);
    expect(missing).toEqual([]);
  });

  it('answers 600 without a token on every non-public endpoint', async () => {
    let checked = 0;
    for (const { domain, name, endpoint } of contractEndpoints) {
      if (endpoint.auth === 'public') continue;
      const res = await server.app.inject(request(endpoint, undefined));
      expect(res.json().code, `${domain}.${name}`).toBe(600);
      checked++;
    }
    expect(checked).toBeGreaterThan(80);
  });

  it('answers 403 to staff exactly where the seed grants no permission', async () => {
    const me = (await server.api('GET', '/admin-api/current_user', staff)).data;
    const pages = new Map(
      flatten(me.menuList as { enCode: string; id: string; children: never[] }[]).map((m) => [
        m.enCode,
        m.id,
      ]),
    );
    const buttons = new Map<string, string[]>(
      me.permissionList.map((p: { modelId: string; button: { enCode: string }[] }) => [
        p.modelId,
        p.button.map((b) => b.enCode),
      ]),
    );
    let refused = 0;
    for (const { domain, name, endpoint } of contractEndpoints) {
      const key = `${domain}.${name}`;
      if (typeof endpoint.auth !== 'object' || SESSION_ENDING.has(key)) continue;
      const pageId = pages.get(endpoint.auth.menu);
      const allowed =
        pageId !== undefined &&
        (!endpoint.auth.button || (buttons.get(pageId) ?? []).includes(endpoint.auth.button));
      const res = await server.app.inject(request(endpoint, staff));
      const code = String(res.headers['content-type']).includes('json') ? res.json().code : 200;
      if (allowed) expect(code, key).not.toBe(403);
      else {
        expect(code, key).toBe(403);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });

  it('succeeds as admin on every endpoint, and every answer matches its schema', async () => {
    const ordered = [...contractEndpoints].sort(
      (a, b) =>
        Number(SESSION_ENDING.has(`${a.domain}.${a.name}`)) -
        Number(SESSION_ENDING.has(`${b.domain}.${b.name}`)),
    );
    for (const { domain, name, endpoint } of ordered) {
      const key = `${domain}.${name}`;
      const fixture = await (sweepFixtures[key] as (c: typeof ctx) => Promise<Fixture>)(ctx);
      const res = await server.app.inject(request(endpoint, fixture.token ?? ctx.admin, fixture));
      expect(res.statusCode, key).toBe(200);
      if (endpoint.response === 'blob') {
        expect(res.headers['content-type'], key).not.toContain('json');
        expect(res.rawPayload.length, key).toBeGreaterThan(0);
        continue;
      }
      const answer = res.json();
      expect(answer.code, `${key}: ${answer.msg}`).toBe(200);
      const parsed = endpoint.data.safeParse(answer.data);
      expect(parsed.success, `${key}: ${parsed.error?.message}`).toBe(true);
      if (SESSION_ENDING.has(key)) ctx.admin = await server.signIn('admin', 'Admin@2026');
    }
    // Slow by design: about fifteen scrypt hashes (sign-ins, new users, password changes).
  }, 240_000);
});
