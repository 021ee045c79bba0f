import { buildPath, contractEndpoints, type Endpoint } from '@pmc/api-client/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzCase, fuzzPlan } from './support/fuzz-cases.ts';
import { openSweepContext, type SweepContext } from './support/sweep-context.ts';
import { type Fixture, sweepFixtures } from './support/sweep-fixtures.ts';

// A fixed seed and a bounded count in the normal run; `pnpm bench` (bench/fuzz.mjs) runs more, and
// FUZZ_SEED repeats a failing run.
const COUNT = Number(process.env.FUZZ_COUNT || 400);
const SEED = Number(process.env.FUZZ_SEED || 20261123);

let ctx: SweepContext;
const bases = new Map<string, Fixture>();
const endpoints = new Map(contractEndpoints.map((e) => [`${e.domain}.${e.name}`, e.endpoint]));

beforeAll(async () => {
  ctx = await openSweepContext();
});
afterAll(() => ctx.server.close());

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
}

function searchParams(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const item of [value].flat()) params.append(name, String(item));
  return params.toString();
}

/** The fixture's working request with the case's one change. */
function requestFor(endpoint: Endpoint, base: Fixture, c: FuzzCase, token: string, n: number): InjectOptions {
  const params: Record<string, string> = Object.fromEntries(
    endpoint.pathParams.map((name) => [name, base.params?.[name] ?? 'x']),
  );
  if (c.where === 'params') params[c.field] = String(c.value);
  const query: Record<string, unknown> = { ...base.query };
  if (c.where === 'query') query[c.field] = c.value;
  const qs = searchParams(query);
  const headers: Record<string, string> = { authorization: token };
  const options: InjectOptions = {
    method: endpoint.method,
    url: buildPath(endpoint.path, params) + (qs ? `?${qs}` : ''),
    headers,
    // Each request from its own address, so the sign-in limit per address never turns cases into 429s.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  if (c.raw) {
    headers['content-type'] = c.raw.contentType;
    options.payload = c.raw.payload;
    return options;
  }
  const body = structuredClone((base.body ?? {}) as Record<string, unknown>);
  if (c.where === 'body') setPath(body, c.field, c.value);
  if (endpoint.bodyEncoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    options.payload = searchParams(body);
  } else if (endpoint.body) options.payload = body;
  return options;
}

/**
 * Signs admin in again. Unlock cases that change the account count as wrong unlocks and may lock the
 * administrator (as they should): the clock then moves past the lock.
 */
async function signInAdmin(): Promise<string> {
  try {
    return await ctx.server.signIn('admin', 'Admin@2026');
  } catch {
    ctx.server.advance(16 * 60_000);
    return ctx.server.signIn('admin', 'Admin@2026');
  }
}

describe('fuzz: bad input derived from the contract, over every route', () => {
  it(`answers no code 500 and accepts no invalid input (${COUNT} requests, seed ${SEED})`, async () => {
    const plan = fuzzPlan(contractEndpoints, COUNT, SEED);
    const errors: string[] = [];
    const accepted: string[] = [];
    const started = performance.now();
    let token = ctx.admin;
    let sent = 0;
    for (const c of plan) {
      const endpoint = endpoints.get(c.key) as Endpoint;
      let base = bases.get(c.key);
      if (!base) {
        const fixture = sweepFixtures[c.key] as (x: SweepContext) => Promise<Fixture>;
        // A fixture run after a case ended the admin's sessions needs a new token.
        base = await fixture({ ...ctx, admin: token }).catch(async () => {
          token = await signInAdmin();
          return fixture({ ...ctx, admin: token });
        });
        bases.set(c.key, base);
      }
      let res = await ctx.server.app.inject(requestFor(endpoint, base, c, token, ++sent));
      let code = String(res.headers['content-type']).includes('json') ? res.json().code : res.statusCode;
      // A case that ended the admin's sessions (logout, password change, forced offline): sign in again
      // and send it once more, so it is judged on its own input.
      if (code === 600 || code === 601 || code === 602) {
        token = await signInAdmin();
        res = await ctx.server.app.inject(requestFor(endpoint, base, c, token, ++sent));
        code = String(res.headers['content-type']).includes('json') ? res.json().code : res.statusCode;
      }
      const label = `${c.key} ${c.where}.${c.field}: ${c.label}`;
      if (res.statusCode !== 200 || code === 500)
        errors.push(`${label} -> HTTP ${res.statusCode}, ${res.body.slice(0, 160)}`);
      else if (c.invalid && code === 200) accepted.push(label);
      // 415: a content type the endpoint does not take.
      else if (c.invalid && c.where !== 'params' && code !== 400 && code !== 415)
        accepted.push(`${label} -> code ${code}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz: ${sent} requests (${plan.filter((c) => c.invalid).length} invalid by construction) over ${new Set(plan.map((c) => c.key)).size} endpoints in ${seconds.toFixed(1)} s, seed ${SEED}: ${errors.length} code 500, ${accepted.length} invalid accepted`,
    );
    // Nothing leaked onto Object.prototype from a `__proto__` or `constructor.prototype` body.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdministrator).toBeUndefined();
    expect(errors).toEqual([]);
    expect(accepted).toEqual([]);
    expect(new Set(plan.map((c) => c.key)).size).toBe(contractEndpoints.length);
  }, 300_000);
});
