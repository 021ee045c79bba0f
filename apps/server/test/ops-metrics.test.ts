import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../src/security/md5-hex.ts';
import { form, startTestServer, type TestServer } from './support/test-server.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
});
afterAll(() => server.close());

async function scrape(): Promise<string> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function signIn(account: string, password: string, address: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    remoteAddress: address,
    ...form({ account, password: md5Hex(password) }),
  });
  return res.json().code as number;
}

describe('metrics', () => {
  it('answers 401 without the token, and counts requests per route template and status', async () => {
    const refused = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer wrong-token-0123456789abc' },
    });
    expect(wrong.statusCode).toBe(401);

    const admin = await server.signIn('admin', 'Admin@2026');
    const before = await scrape();
    const series = 'pmc_http_requests_total{method="GET",route="/admin-api/system/role/:id",status="200"}';
    const seen = sample(before, series) ?? 0;
    const roles = (await server.api('GET', '/admin-api/system/role', admin)).data.list;
    for (let i = 0; i < 2; i++) await server.api('GET', `/admin-api/system/role/${roles[0].id}`, admin);
    await server.app.inject({ method: 'GET', url: '/no/such/path/12345' });
    const after = await scrape();
    expect(sample(after, series)).toBe(seen + 2);
    // The template, never the id, is the label; unknown paths share one label.
    expect(after).not.toContain(`route="/admin-api/system/role/${roles[0].id}"`);
    expect(after).toContain('route="(unmatched)"');
    expect(
      sample(
        after,
        'pmc_http_request_duration_seconds_count{method="GET",route="/admin-api/system/role/:id",status="200"}',
      ),
    ).toBe(seen + 2);
  });

  it('counts envelope codes, sign-in outcomes, active sessions, statements and process figures', async () => {
    const before = await scrape();
    const bad = sample(before, 'pmc_envelope_answers_total{code="400"}') ?? 0;
    const ok = sample(before, 'pmc_sign_ins_total{outcome="success"}') ?? 0;
    const failed = sample(before, 'pmc_sign_ins_total{outcome="failure"}') ?? 0;
    expect(sample(before, 'pmc_sign_ins_total{outcome="lockout"}')).toBe(0);

    const admin = await server.signIn('admin', 'Admin@2026');
    await server.api('GET', '/admin-api/system/role?pageSize=7', admin);
    // Five wrong passwords lock staff: four failures, then the lockout (each from its own address).
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push(await signIn('staff', 'wrong-password', `10.9.0.${i + 1}`));
    expect(codes.every((c) => c === 400)).toBe(true);

    const after = await scrape();
    expect(sample(after, 'pmc_envelope_answers_total{code="400"}')).toBe(bad + 6);
    expect(sample(after, 'pmc_sign_ins_total{outcome="success"}')).toBe(ok + 1);
    expect(sample(after, 'pmc_sign_ins_total{outcome="failure"}')).toBe(failed + 4);
    expect(sample(after, 'pmc_sign_ins_total{outcome="lockout"}')).toBe(1);
    expect(sample(after, 'pmc_active_sessions')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'pmc_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
    expect(after).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    if (server.app.pmc.database.kind === 'postgres')
      expect(sample(after, 'pmc_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});

describe('statement time', () => {
  it('counts the statements run inside a transaction as well as outside', async () => {
    const count = async () => sample(await scrape(), 'pmc_db_query_duration_seconds_count') ?? 0;
    const before = await count();
    await server.app.pmc.database.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) await tx.execute(sql`select ${i}::int as n`);
    });
    const counted = (await count()) - before;
    // The twenty of the transaction, each once; PostgreSQL adds BEGIN and COMMIT, each scrape the
    // statement of the active-sessions gauge, and the server's own timers (sessions, the audit sealer)
    // may run a few more while a slow machine gets through it. Timed twice they would be forty at least.
    expect(counted).toBeGreaterThanOrEqual(20);
    expect(counted).toBeLessThan(40);
  });
});

describe('metrics switched off', () => {
  it('answers the envelope 404 at /metrics when no METRICS_TOKEN is set', async () => {
    const off = await startTestServer();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 404 });
    } finally {
      await off.close();
    }
  });
});
