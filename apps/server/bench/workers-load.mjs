// `pnpm --filter @pmc/server bench:workers` (after a build): the mixed admin load on PostgreSQL with
// WORKERS=1 and WORKERS=2 (BENCH_WORKERS="1,2"), each a fresh start of the built server on a throw-away
// PostgreSQL (`@pmc/tooling/postgres`). autocannon holds BENCH_CONNECTIONS (64) keep-alive connections for
// BENCH_DURATION seconds (60, after 5 s of warm-up); each connection cycles ten requests: the role list,
// the user list, the operation log (three times each) and one role created (10 % writes, each a
// record-history and an operation-log entry). Errors: connection errors, timeouts, non-2xx answers, and
// envelope codes other than 200 read from the server's own `/metrics` (summed over the workers). Prints
// req/s, p50, p99, errors and the load average. Then the same load on PGlite (one process: PGlite lives in
// one). BENCH_STORES=postgres (or pglite) runs one store. BENCH_PG_SOCKET=1 connects the server to PostgreSQL
// over its Unix socket instead of loopback TCP. BENCH_CPU_PROF=<dir> writes each server
// process's V8 CPU profile there (to see where a request's time goes). Not a test;
// docs/guide/operations.md#workers.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@pmc/tooling/postgres';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { report } from './report.mjs';
import { freePort, spawnListening } from './spawn-listening.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist/main.js');
const duration = Number(process.env.BENCH_DURATION || 60);
const connections = Number(process.env.BENCH_CONNECTIONS || 64);
const workerCounts = (process.env.BENCH_WORKERS || '1,2').split(',').map(Number);
const STORES = (process.env.BENCH_STORES || 'postgres,pglite').split(',');
const TOKEN = 'bench-metrics-token-0123';
const cpuProfile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
if (!existsSync(serverEntry)) {
  console.error('dist/main.js is missing: run `pnpm --filter @pmc/server build` first.');
  process.exit(1);
}

async function envelopeErrors(base) {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  let errors = 0;
  for (const match of text.matchAll(/^pmc_envelope_answers_total\{code="(\d+)"\} (\d+)/gm))
    if (match[1] !== '200') errors += Number(match[2]);
  return errors;
}

/** One load run: on PostgreSQL when `adminUrl` is given, else on PGlite in a temporary DATA_DIR. */
async function run(workers, adminUrl) {
  const databaseUrl = adminUrl ? await createBenchDatabase(adminUrl, `pmc_workers_bench_${workers}`) : '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-workers-bench-'));
  const server = await spawnListening([...cpuProfile, serverEntry], {
    cwd: root,
    env: {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
      METRICS_TOKEN: TOKEN,
    },
  });
  try {
    // The workers' banner line comes after every worker is ready; WORKERS=1 prints no such line.
    const password = /^\s+admin\s+(\S+)/m.exec(server.output())?.[1];
    if (!password) throw new Error(`no admin password in the output:\n${server.output()}`);
    const login = await fetch(`${server.url}/admin-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        account: 'admin',
        password: createHash('md5').update(password).digest('hex'),
      }),
    }).then((r) => r.json());
    if (login.code !== 200) throw new Error(`sign-in failed: ${login.msg}`);
    const headers = { authorization: login.data.token, 'content-type': 'application/json' };
    const reads = [
      '/admin-api/system/role?pageSize=20',
      '/admin-api/system/user?currentPage=1&pageSize=20',
      '/api/permission/OperationLog?pageSize=20',
    ].map((p) => ({ method: 'GET', path: p, headers }));
    const tag = randomBytes(3).toString('hex');
    let n = 0;
    const write = {
      method: 'POST',
      path: '/admin-api/system/role',
      headers,
      setupRequest: (req) => {
        const code = `wb${tag}${n++}`;
        return { ...req, body: JSON.stringify({ fullName: `基准${code}`, enCode: code, type: 'user' }) };
      },
    };
    const requests = [...reads, ...reads, ...reads, write];
    const load = (seconds) => autocannon({ url: server.url, connections, duration: seconds, requests });
    await load(5);
    const errorsBefore = await envelopeErrors(server.url);
    const result = await load(duration);
    const envelopeFailures = (await envelopeErrors(server.url)) - errorsBefore;
    return {
      store: adminUrl ? 'PostgreSQL' : 'PGlite',
      workers,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx + envelopeFailures,
      load: os.loadavg()[0].toFixed(1),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [];
const print = (row) =>
  console.log(
    `${row.store} WORKERS=${row.workers}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
      `${row.errors} errors, load average ${row.load}`,
  );
if (STORES.includes('postgres')) {
  const postgres = await startPostgres();
  try {
    for (const workers of workerCounts) {
      const row = await run(workers, process.env.BENCH_PG_SOCKET ? postgres.socketUrl : postgres.url);
      rows.push(row);
      print(row);
    }
  } finally {
    await postgres.stop();
  }
}
if (STORES.includes('pglite')) {
  const row = await run(1, null);
  rows.push(row);
  print(row);
}
for (const r of rows)
  report({
    row: 'mixed-load',
    store: r.store,
    size: `WORKERS=${r.workers}`,
    figure: `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.errors} errors (load ${r.load})`,
    met: r.errors === 0 && (r.store === 'PostgreSQL' ? r.rps >= 4000 && r.p99 <= 50 : r.p99 <= 100),
  });
console.log(
  `\nmixed admin load, ${connections} connections, ${duration} s, 10 % writes, ${os.availableParallelism()} CPUs`,
);
console.log('| store | WORKERS | req/s | p50 ms | p99 ms | errors | load average (1 min) |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(
    `| ${r.store} | ${r.workers} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.load} |`,
  );
