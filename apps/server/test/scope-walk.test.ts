import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredScopes } from '../src/permissions/endpoint-scopes.ts';
import type { ScopedRecordKind } from '../src/permissions/scope-rule.ts';
import { endpointRequest } from './support/endpoint-request.ts';
import { createRole, createUser, grantsOf, organizeIds, userIds } from './support/scoped-caller.ts';
import { type Fixture, sweepFixtures } from './support/sweep-fixtures.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Reads the declaration table (src/permissions/endpoint-scopes.ts) and walks every endpoint that names
// records as a caller holding every button but scoped to pmc.it and below: each id the rule checks,
// pointed at a record of pmc.care, is refused; with every id inside the scope the same request is not.
let server: TestServer;
const ctx = { server: undefined as unknown as TestServer, admin: '', ids: {} as Record<string, string> };
let walker: string;
let walkerRole: string;
let orgs: Record<string, string>;
const outside = {} as Record<ScopedRecordKind | 'place', string>;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  ctx.server = server;
  ctx.admin = await server.signIn('admin', 'Admin@2026');
  orgs = await organizeIds(server, ctx.admin);
  const people = await userIds(server, ctx.admin);
  const roles = (await server.api('GET', '/admin-api/common/role_all', ctx.admin)).data.list;
  const positions = (await server.api('GET', '/api/permission/Position/All', ctx.admin)).data.list;
  const position = (code: string) => positions.find((p: { enCode: string }) => p.enCode === code).id;
  Object.assign(ctx.ids, {
    root: orgs.pmc,
    care: orgs['pmc.care'],
    dev: orgs['pmc.it.dev'],
    staff: people.staff,
    newbie: people.newbie,
    staffRole: roles.find((r: { enCode: string }) => r.enCode === 'staff').id,
    developer: position('developer'),
  });
  walkerRole = await createRole(
    server,
    ctx.admin,
    'walker',
    await grantsOf(server, ctx.admin, '*', 'orgAndBelow'),
  );
  await createUser(server, ctx.admin, {
    account: 'walker',
    organizeId: orgs['pmc.it'] as string,
    roleIds: [walkerRole],
    password: 'Walker@2026',
  });
  walker = await server.signIn('walker', 'Walker@2026');
  await server.signIn('newbie', '123456');
  const sessions = (await server.api('GET', '/api/system/OnlineUser?keyword=newbie', ctx.admin)).data.list;
  Object.assign(outside, {
    user: people.newbie,
    organize: orgs['pmc.care'],
    position: position('careWorker'),
    session: sessions[0].id,
    place: orgs['pmc.care'],
  });
});
afterAll(() => server.close());

/** A fresh record of each kind inside the walker's scope (under pmc.it.dev). */
async function inside(kind: ScopedRecordKind | 'place'): Promise<string> {
  const n = ++serial;
  const dev = orgs['pmc.it.dev'] as string;
  if (kind === 'place') return dev;
  if (kind === 'organize') {
    const enCode = `pmc.it.dev.walk${n}`;
    await server.api('POST', '/admin-api/system/dept', ctx.admin, {
      parentId: dev,
      fullName: `巡检${n}`,
      enCode,
    });
    return (await organizeIds(server, ctx.admin))[enCode] as string;
  }
  if (kind === 'position') {
    const enCode = `walkPos${n}`;
    const body = { fullName: `巡检${n}`, enCode, type: 'other', organizeId: dev };
    await server.api('POST', '/api/permission/Position', ctx.admin, body);
    return (await server.api('GET', `/api/permission/Position?keyword=${enCode}`, ctx.admin)).data.list[0].id;
  }
  const account = `walkuser${n}`;
  const id = await createUser(server, ctx.admin, { account, organizeId: dev, password: 'Walker@2026' });
  if (kind === 'user') return id;
  await server.signIn(account, 'Walker@2026');
  return (await server.api('GET', `/api/system/OnlineUser?keyword=${account}`, ctx.admin)).data.list[0].id;
}

/** The fixture with one id source set to `id` (a list field gets a one-item list). */
function withId(fixture: Fixture, [part, field]: readonly [string, string], id: string): Fixture {
  const copy = structuredClone(fixture);
  if (part === 'params') copy.params = { ...copy.params, [field]: id };
  else if (part === 'query') copy.query = { ...copy.query, [field]: id };
  else {
    const body = { ...(copy.body as Record<string, unknown>) };
    // A list field (`…Ids`) the fixture leaves out still takes a list.
    body[field] = Array.isArray(body[field]) || field.endsWith('Ids') ? [id] : id;
    // Roles are another rule's business (never more rights than the caller holds).
    if (Array.isArray(body.roleIds)) body.roleIds = [];
    copy.body = body;
  }
  return copy;
}

describe('data scope walk over the declaration table', () => {
  it('refuses every checked id that names a record outside the caller scope', async () => {
    const walked: string[] = [];
    for (const { domain, name, endpoint, rule } of declaredScopes()) {
      if (rule.scope !== 'records') continue;
      const key = `${domain}.${name}`;
      const sources = [
        ...(rule.records ?? []).map((c) => ({ kind: c.record, at: c.id })),
        ...(rule.places ?? []).map((p) => ({ kind: 'place' as const, at: p.organizeId })),
      ];
      expect(sources.length, key).toBeGreaterThan(0);
      let fixture = await (sweepFixtures[key] as (c: typeof ctx) => Promise<Fixture>)(ctx);
      // Roles are another rule's business (never more rights than the caller holds): its own role.
      if (domain === 'role') fixture = { ...fixture, params: { ...fixture.params, id: walkerRole } };
      for (let target = 0; target < sources.length; target++) {
        let request = fixture;
        for (const [index, source] of sources.entries()) {
          const id = index === target ? outside[source.kind] : await inside(source.kind);
          request = withId(request, source.at, id);
        }
        const answer = (await server.app.inject(endpointRequest(endpoint, walker, request))).json();
        expect(answer.code, `${key} with ${source(sources[target])} outside the scope: ${answer.msg}`).toBe(
          403,
        );
      }
      // The same request with every id inside the scope passes the scope check.
      let control = fixture;
      for (const source of sources) control = withId(control, source.at, await inside(source.kind));
      const res = await server.app.inject(endpointRequest(endpoint, walker, control));
      const code = String(res.headers['content-type']).includes('json') ? res.json().code : 200;
      expect(code, `${key} inside the scope: ${res.body.slice(0, 200)}`).not.toBe(403);
      walked.push(key);
    }
    expect(walked).toEqual(
      expect.arrayContaining(['user.update', 'user.create', 'position.remove', 'onlineUser.forceOffline']),
    );
    expect(walked.length).toBeGreaterThanOrEqual(20);
  }, 240_000);

  it('declares a rule for every endpoint, and the registrar refuses one without', async () => {
    const { registerEndpoint } = await import('../src/endpoint/register-endpoint.ts');
    const { defineEndpoint } = await import('@pmc/api-client/contract');
    const { z } = await import('zod');
    const stray = defineEndpoint({
      method: 'PUT',
      path: '/api/permission/Stray/{id}',
      auth: { menu: 'system.user', button: 'btn_edit' },
      data: z.null(),
      summary: 'not in the contract',
    });
    expect(() => registerEndpoint(server.app, {} as never, stray, async () => null)).toThrow(
      /endpoint-scopes/,
    );
    expect(declaredScopes().every((d) => d.rule !== undefined)).toBe(true);
  });
});

function source(s: { kind: string; at: readonly [string, string] } | undefined): string {
  return s ? `${s.at.join('.')} (${s.kind})` : '?';
}
