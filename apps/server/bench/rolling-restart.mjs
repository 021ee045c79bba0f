// `pnpm bench`: a rolling restart of three instances of the built server on one throw-away PostgreSQL,
// behind a loopback balancer (loopback-balancer.mjs), under constant load of reads and writes. Each
// instance in turn gets SIGTERM (it drains: readiness 503 at once, still serving for SHUTDOWN_DELAY_SECONDS,
// five of the balancer's 100 ms readiness checks, then the listener closes, requests in flight finish, exit 0)
// and is started again on its port; the next one goes once the new one is ready. Prints requests sent,
// failed, writes acknowledged and found, and latency during the restart. Fails when a request failed,
// an acknowledged write is missing or an instance did not exit 0. Not in `npm test`: six server
// processes, a PostgreSQL and half a minute of load are too heavy beside the test suite on two cores.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@pmc/tooling/postgres';
import pg from 'pg';
import { startBalancer } from './loopback-balancer.mjs';
import { freePort } from './spawn-listening.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist/main.js');
const WORKERS = Number(process.env.BENCH_WORKERS || 8);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS || 2000);
if (!existsSync(serverEntry)) {
  console.error(
    'dist/main.js is missing: run `pnpm --filter @pmc/server build` (or `pnpm bench` from the root).',
  );
  process.exit(1);
}

/** Starts one instance on `port`; resolves once it listens, with its output and its exit. */
function startInstance(port, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-rolling-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '10',
      SHUTDOWN_DELAY_SECONDS: process.env.BENCH_SHUTDOWN_DELAY_SECONDS ?? '0.5',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const listening = new Promise((resolve, reject) => {
    const onData = () => {
      if (output.includes(`http://127.0.0.1:${port}/`)) resolve();
    };
    child.stdout.on('data', onData);
    exited.then(({ code }) => reject(new Error(`instance on ${port} exited with ${code}:\n${output}`)));
  });
  return {
    port,
    child,
    exited,
    listening,
    output: () => output,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function waitReady(port) {
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const postgres = await startPostgres();
const instances = [];
let balancer;
let exitCode = 0;
try {
  const ports = [await freePort(), await freePort(), await freePort()];
  // The first start migrates and creates admin with a random password, printed once.
  const first = startInstance(ports[0], postgres.url);
  await first.listening;
  const password = /^\s+admin\s+(\S+)/m.exec(first.output())?.[1];
  if (!password) throw new Error(`no admin password in the first start's output:\n${first.output()}`);
  instances.push(first);
  for (const port of ports.slice(1)) {
    const instance = startInstance(port, postgres.url);
    await instance.listening;
    instances.push(instance);
  }
  await Promise.all(ports.map(waitReady));
  balancer = await startBalancer(ports.map((p) => `http://127.0.0.1:${p}`));

  const login = await fetch(`${balancer.url}/admin-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account: 'admin',
      password: createHash('md5').update(password).digest('hex'),
    }),
  }).then((r) => r.json());
  if (login.code !== 200) throw new Error(`sign-in failed: ${login.msg}`);
  const headers = { authorization: login.data.token, 'content-type': 'application/json' };

  // Constant load: each worker alternates a list read and a write (a new role with a unique code).
  const results = [];
  const acknowledged = [];
  let running = true;
  let restarting = false;
  let n = 0;
  async function worker(w) {
    while (running) {
      const write = n++ % 2 === 0;
      const code = `rr${w}x${n}`;
      const started = performance.now();
      let ok = false;
      let detail = '';
      try {
        const res = write
          ? await fetch(`${balancer.url}/admin-api/system/role`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ fullName: `滚动${code}`, enCode: code, type: 'user' }),
            })
          : await fetch(`${balancer.url}/admin-api/system/role?pageSize=20`, { headers });
        const text = await res.text();
        ok = res.status === 200 && JSON.parse(text).code === 200;
        detail = ok ? '' : `${res.status} ${text.slice(0, 120)}`;
        if (ok && write) acknowledged.push(code);
      } catch (error) {
        detail = String(error);
      }
      results.push({ ok, ms: performance.now() - started, restarting, write, detail });
    }
  }
  const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));
  await new Promise((r) => setTimeout(r, SETTLE_MS));

  const exits = [];
  const restartStarted = performance.now();
  restarting = true;
  for (let i = 0; i < instances.length; i++) {
    const old = instances[i];
    old.child.kill('SIGTERM');
    const exit = await old.exited;
    exits.push(exit.code);
    old.cleanup();
    const fresh = startInstance(old.port, postgres.url);
    instances[i] = fresh;
    await fresh.listening;
    await waitReady(fresh.port);
  }
  restarting = false;
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  running = false;
  await Promise.all(workers);

  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const stored = new Set(
    (await client.query(`select en_code from roles where en_code like 'rr%'`)).rows.map((r) => r.en_code),
  );
  await client.end();
  const missing = acknowledged.filter((code) => !stored.has(code));
  const failed = results.filter((r) => !r.ok);
  const during = results
    .filter((r) => r.restarting)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const all = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log('\nRolling restart of 3 instances on one PostgreSQL, behind a loopback balancer');
  console.log(
    `  load: ${WORKERS} workers, reads and writes alternating; restart took ${restartSeconds.toFixed(1)} s`,
  );
  console.log(`  requests sent: ${results.length} (${during.length} during the restart)`);
  console.log(`  requests failed: ${failed.length}`);
  console.log(
    `  writes acknowledged: ${acknowledged.length}, found in the database: ${acknowledged.length - missing.length}`,
  );
  console.log(
    `  balancer retries (refused connection or 503 from a draining instance): ${balancer.stats.retries}`,
  );
  console.log(
    `  latency during the restart: p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms, max ${during.at(-1)?.toFixed(1)} ms`,
  );
  console.log(
    `  latency overall: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms`,
  );
  console.log(`  exit codes of the stopped instances: ${exits.join(', ')}`);
  for (const f of failed.slice(0, 5)) console.log(`  failed: ${f.write ? 'write' : 'read'} ${f.detail}`);
  if (failed.length > 0 || missing.length > 0 || exits.some((c) => c !== 0)) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await balancer?.stop();
  for (const instance of instances) {
    instance.child.kill('SIGTERM');
    await instance.exited;
    instance.cleanup();
  }
  await postgres.stop();
}
process.exit(exitCode);
