// `pnpm --filter @pmc/server bench:audit`: a mixed admin load on the built server (PGlite in a temporary
// DATA_DIR, demo seed), the figure the audit chain must not cut by more than 10 %. Eight clients in a loop
// for BENCH_DURATION seconds (default 20); of every 16 turns, 5 create a role (a change: a record-history
// and an operation-log entry), 5 read the role list, 5 read the operation log, 1 signs in again (a
// sign-in log entry; scrypt makes it the slowest request). BENCH_SERVER names another build's main.js (an
// earlier build kept inside apps/server, to compare before and after on the same machine at once).
// Prints requests/s, writes/s, p50/p99 and how many entries each log holds. Not a test.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnListening } from './spawn-listening.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION || 20);
const WORKERS = 8;
const serverEntry = path.resolve(root, process.env.BENCH_SERVER || 'dist/main.js');
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run \`pnpm --filter @pmc/server build\` first.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-audit-bench-'));
const port = await freePort();
const server = await spawnListening([serverEntry], {
  cwd: root,
  env: { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CAPTCHA: 'off', LOG_LEVEL: 'warn' },
});

async function signIn() {
  const answer = await fetch(`${server.url}/admin-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account: 'admin',
      password: createHash('md5').update('Admin@2026').digest('hex'),
    }),
  }).then((r) => r.json());
  if (answer.code !== 200) throw new Error(`sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

try {
  const headers = { authorization: await signIn(), 'content-type': 'application/json' };
  const latencies = [];
  let writes = 0;
  let failed = 0;
  let turn = 0;
  const until = performance.now() + duration * 1000;
  async function worker(w) {
    while (performance.now() < until) {
      const slot = turn++ % 16;
      const kind = slot === 0 ? 3 : slot <= 5 ? 0 : slot <= 10 ? 1 : 2;
      const started = performance.now();
      let ok;
      if (kind === 0) {
        const code = `ab${w}x${turn}`;
        const res = await fetch(`${server.url}/admin-api/system/role`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ fullName: `基准${code}`, enCode: code, type: 'user' }),
        });
        ok = (await res.json()).code === 200;
        if (ok) writes++;
      } else if (kind === 1) {
        ok =
          (await (await fetch(`${server.url}/admin-api/system/role?pageSize=20`, { headers })).json())
            .code === 200;
      } else if (kind === 2) {
        const res = await fetch(`${server.url}/api/permission/OperationLog?pageSize=20`, { headers });
        ok = (await res.json()).code === 200;
      } else {
        ok = Boolean(await signIn());
        if (ok) writes++;
      }
      if (!ok) failed++;
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1);
  console.log(
    `mixed admin load, ${WORKERS} clients, ${duration} s: ${(latencies.length / duration).toFixed(1)} req/s, ` +
      `${(writes / duration).toFixed(1)} writes/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, ${failed} failed; ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
