import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  request,
  type ServerProcess,
  signIn,
  startLoad,
  startServerProcess,
} from './support/cluster-process.ts';

const TOKEN = 'metrics-token-for-workers';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Pids answering /healthz, asked on fresh connections until `count` distinct ones answered. */
async function answeringPids(port: number, count: number, tries = 200): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries && pids.size < count; i++) {
    const answer = await request(port, 'GET', '/healthz');
    if (answer.status === 200) pids.add(JSON.parse(answer.body as string).pid as number);
  }
  return pids;
}

function metricValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// WORKERS=2 on PostgreSQL, as real processes: the primary of src/cluster/primary.ts and its workers
// (docs/guide/operations.md#workers). PGlite's refusal of WORKERS > 1 is in ops-start.test.ts.
describe.runIf(Boolean(process.env.PMC_TEST_DATABASE_URL))('WORKERS=2: one port, two processes', () => {
  const adminUrl = process.env.PMC_TEST_DATABASE_URL as string;
  const name = `pmc_workers_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-workers-'));
  let databaseUrl: string;
  let server: ServerProcess;
  let pids: number[];
  let token: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    server = startServerProcess({
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WORKERS: '2',
      METRICS_TOKEN: TOKEN,
    });
    const [, list] = (await server.waitFor(/workers: 2 \(pids ([\d, ]+)\)/)) as RegExpExecArray;
    pids = (list as string).split(', ').map(Number);
    const [, password] = (await server.waitFor(/^\s+admin\s+(\S+)/m)) as RegExpExecArray;
    token = await signIn(server.port, 'admin', password as string);
  }, 240_000);

  afterAll(async () => {
    // What the server printed, for a failure's reader (the primary's and the workers' lines).
    if (process.env.PMC_TEST_SERVER_LOG && server)
      fs.writeFileSync(process.env.PMC_TEST_SERVER_LOG, server.output());
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates and seeds once in the primary, then both workers answer the probes on the one port', async () => {
    expect(pids).toHaveLength(2);
    expect(server.output().match(/First start: created this account/g)).toHaveLength(1);
    const seen = await answeringPids(server.port, 2);
    expect([...seen].sort()).toEqual([...pids].sort());
    for (let i = 0; i < 4; i++) expect((await request(server.port, 'GET', '/readyz')).status).toBe(200);
  });

  it('/metrics from any worker is the whole server: the workers summed, plus the primary figures', async () => {
    // Counts start from here: only these requests, spread over both workers.
    const before = await request(server.port, 'GET', '/metrics', { authorization: `Bearer ${TOKEN}` });
    const start = metricValue(
      before.body as string,
      'pmc_http_requests_total{method="GET",route="/healthz",status="200"}',
    );
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++)
      seen.add(JSON.parse((await request(server.port, 'GET', '/healthz')).body as string).pid as number);
    expect(seen.size).toBe(2);
    for (let i = 0; i < 3; i++) {
      const answer = await request(server.port, 'GET', '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(answer.status).toBe(200);
      const text = answer.body as string;
      const series = 'pmc_http_requests_total{method="GET",route="/healthz",status="200"}';
      expect(metricValue(text, series)).toBe((start ?? 0) + 20);
      expect(metricValue(text, 'pmc_cluster_workers')).toBe(2);
      expect(metricValue(text, 'pmc_cluster_worker_restarts_total')).toBe(0);
      // One table counted by each worker: its value, not twice it.
      expect(metricValue(text, 'pmc_active_sessions')).toBe(1);
    }
    expect((await request(server.port, 'GET', '/metrics')).status).toBe(401);
  });

  it('SIGHUP replaces the workers one at a time under load without a failed request', async () => {
    const load = startLoad(server.port, token, 6);
    await load.passed(20);
    const marker = server.output().length;
    server.child.kill('SIGHUP');
    const [, list] = (await server.waitFor(
      /"workers":\[([\d,]+)\],"msg":"rolling restart done"/,
    )) as RegExpExecArray;
    await load.passed(20);
    const result = await load.stop();
    expect(result.failed).toEqual([]);
    expect(result.refused).toBe(0);
    expect(
      server
        .output()
        .slice(marker)
        .match(/"msg":"drained and closed"/g),
    ).toHaveLength(2);
    const fresh = (list as string).split(',').map(Number);
    expect(fresh.filter((pid) => pids.includes(pid))).toEqual([]);
    expect([...(await answeringPids(server.port, 2))].sort()).toEqual([...fresh].sort());
    pids = fresh;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = await client.query(`select count(*)::int as n from roles where en_code = any($1)`, [
      result.written,
    ]);
    await client.end();
    expect(stored.rows[0].n).toBe(result.written.length);
  }, 240_000);

  it('replaces a worker killed with SIGKILL', async () => {
    const [victim, survivor] = pids as [number, number];
    const marker = server.output().length;
    process.kill(victim, 'SIGKILL');
    const died = await server.waitFor(
      new RegExp(`"worker":${victim},[^\n]*"msg":"worker died: starting another"`),
      marker,
    );
    const [, replacement] = (await server.waitFor(
      /"worker":(\d+),"msg":"worker ready"/,
      marker + died.index,
    )) as RegExpExecArray;
    // Back to two workers: the survivor and the new one.
    const seen = await answeringPids(server.port, 2, 400);
    expect(seen.has(Number(replacement))).toBe(true);
    expect(seen.has(victim)).toBe(false);
    expect(seen.has(survivor)).toBe(true);
    expect(seen.size).toBe(2);
    const answer = await request(server.port, 'GET', '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(metricValue(answer.body as string, 'pmc_cluster_worker_restarts_total')).toBe(1);
    pids = [...seen];
  }, 240_000);

  it('SIGTERM drains every worker under load: requests in flight finish, then the primary exits 0', async () => {
    const load = startLoad(server.port, token, 6, true);
    await load.passed(20);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const result = await load.done();
    // Every request a worker took was answered, none with an error and none cut half-way; the only
    // requests without an answer are those the stopping server no longer took (refused, or reset in the
    // listener's backlog: support/cluster-process.ts), at most one per client, each its last.
    expect(result.failed).toEqual([]);
    expect(result.refused).toBeLessThanOrEqual(6);
    expect(result.refused).toBeGreaterThan(0);
    expect(server.output().match(/"msg":"drained and closed"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(server.output()).toMatch(/"msg":"every worker has stopped"/);
  }, 240_000);
});
