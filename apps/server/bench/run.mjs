// `pnpm bench` (turbo builds first): the user list of the built server over BENCH_USERS users on PGlite and
// on PostgreSQL, beside a bare Fastify hello-world, each in its own process on loopback, loaded by
// autocannon at 16 connections. Prints req/s, p50 and p99 with the targets. Not a test: it only fails
// when something cannot run. BENCH_DURATION (seconds, default 10) and BENCH_USERS (default 100000; the
// province's run is 1000000) size a run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@pmc/tooling/postgres';
import { createBenchDatabase } from './bench-database.mjs';
import { measure } from './measure.mjs';
import { report } from './report.mjs';
import { freePort, spawnListening } from './spawn-listening.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION || 10);
const users = Number(process.env.BENCH_USERS || 100_000);
const connections = 16;
const serverEntry = path.join(root, 'dist/main.js');
if (!existsSync(serverEntry)) {
  console.error(
    'dist/main.js is missing: run `pnpm --filter @pmc/server build` (or `pnpm bench` from the root).',
  );
  process.exit(1);
}
const LIST = '/admin-api/system/user?currentPage=1&pageSize=20';
// Realistic searches: a common name in pinyin (also part of its accounts) and in Chinese, a name's
// initials (the stored initials' prefix index), and a surname's initials matching thousands (a capped total).
const SEARCHES = [
  ['keyword "zhangwei" (pinyin)', `${LIST}&keyword=zhangwei`],
  ['keyword "王秀英" (Chinese)', `${LIST}&keyword=${encodeURIComponent('王秀英')}`],
  ['keyword "wxy" (initials)', `${LIST}&keyword=wxy`],
  ['keyword "zw" (initials, thousands)', `${LIST}&keyword=zw`],
];
const MONTH = 30 * 86_400_000;
// The list's other filters and sorts (the province table asks for every one): a disabled state (one in
// fifty), the last month's new members, a sort on each kind of column, and a keyword with a filter and a sort.
const FILTERS = [
  ['disabled (enabledMark=0)', `${LIST}&enabledMark=0`],
  ['created in the last month', `${LIST}&startTime=${Date.now() - MONTH}&endTime=${Date.now()}`],
  ['sorted by account', `${LIST}&sidx=account&sort=asc`],
  ['sorted by name, descending', `${LIST}&sidx=realName&sort=desc`],
  ['sorted by creation, newest first', `${LIST}&sidx=creatorTime&sort=desc`],
  ['"zw", enabled, by account', `${LIST}&keyword=zw&enabledMark=1&sidx=account&sort=asc`],
];
// BENCH_MODES=rebuilt measures only the page built on every request (what a search costs).
const MODES = (process.env.BENCH_MODES || 'cached,rebuilt').split(',');
// BENCH_STORES=pglite or postgres: one store per run.
const STORES = (process.env.BENCH_STORES || 'pglite,postgres').split(',');

function seed(env, store) {
  const t0 = Date.now();
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const r = spawnSync(tsx, ['scripts/seed-bulk.ts', `--users=${users}`, '--departments=1000', '--demo'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seed-bulk failed:\n${r.stdout}`);
  const seconds = (Date.now() - t0) / 1000;
  console.log(`  seeded in ${seconds.toFixed(0)} s`);
  report({ row: 'seed-users', store, size: `${users.toLocaleString('en')} users`, seconds });
}

async function signIn(base) {
  const res = await fetch(`${base}/admin-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account: 'admin',
      password: createHash('md5').update('Admin@2026').digest('hex'),
    }),
  });
  const answer = await res.json();
  if (answer.code !== 200) throw new Error(`admin sign-in failed: ${answer.msg}`);
  return answer.data.token;
}

// Each database twice: as configured by default, where an unchanged page is sent again from the
// instance's memory after a session-and-counter check, and with LIST_CACHE_MB=0, where every request
// rebuilds its page (what the first request after any change to users costs).
// Targets: a kept page p99 <= 20 ms (PGlite) / 10 ms (PostgreSQL); a rebuilt one <= 60 / 20 ms, the
// province table's row, reported with the slowest of its requests.
async function benchServer(store, env) {
  const cached = MODES.includes('cached')
    ? await benchInstance(store, env, store === 'PGlite' ? 20 : 10)
    : [];
  if (!MODES.includes('rebuilt')) return cached;
  const target = store === 'PGlite' ? 60 : 20;
  const rebuilt = await benchInstance(`${store} rebuilt`, { ...env, LIST_CACHE_MB: '0' }, target);
  const worst = rebuilt.reduce((a, b) => ((b.p99 ?? Infinity) > (a.p99 ?? Infinity) ? b : a));
  report({
    row: 'user-list',
    store,
    size: `${users.toLocaleString('en')} users`,
    figure: `worst p99 ${worst.p99 ?? 'no answer'} ms (${worst.label.slice(store.length + 10)}) of ${rebuilt.length} requests`,
    met: rebuilt.every((r) => r.p99 !== null && r.p99 <= target && r.failed === 0),
  });
  return [...cached, ...rebuilt];
}

async function benchInstance(label, env, target) {
  const port = await freePort();
  const server = await spawnListening([serverEntry], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', CAPTCHA: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    const headers = { authorization: await signIn(server.url) };
    const first = await (await fetch(`${server.url}${LIST}`, { headers })).json();
    const total = first.data?.pagination?.total;
    if (!(total >= users)) throw new Error(`${label}: the list total is ${total}, expected >= ${users}`);
    // A department that holds people: the organisation filter (and the tree's click) of the list.
    const firstByAccount = (
      await (await fetch(`${server.url}${LIST}&sidx=account&sort=asc`, { headers })).json()
    ).data.list[0];
    const byDepartment = ['one department (the root)', `${LIST}&organizeId=${firstByAccount.organizeId}`];
    // A district office (itself and its nine stations) and a station: the seed's bulk departments.
    const department = async (code) =>
      (
        await (
          await fetch(`${server.url}/admin-api/system/dept?pageSize=20&keyword=${code}`, { headers })
        ).json()
      ).data.list.find((d) => d.enCode === code);
    const office = await department('bulk.d0001');
    const station = await department('bulk.d0002.s001');
    const byBranch = [
      ['a district office (10 departments)', `${LIST}&organizeId=${office.id}`],
      ['a service station', `${LIST}&organizeId=${station.id}`],
    ];
    const rows = [];
    for (const [name, url] of [
      ['page 1 of 20, with total', LIST],
      ...SEARCHES,
      ...FILTERS,
      byDepartment,
      ...byBranch,
    ]) {
      const { pagination } = (await (await fetch(`${server.url}${url}`, { headers })).json()).data;
      console.log(`  ${label}: ${name}: total ${pagination.total}${pagination.capped ? '+ (capped)' : ''}`);
      rows.push({
        label: `${label}: ${name}`,
        target,
        ...(await measure(`${server.url}${url}`, { headers, connections, duration })),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const results = [];
console.log(
  `pnpm bench: ${connections} connections, ${duration} s per row, ${users.toLocaleString('en')} users\n`,
);

console.log('* bare Fastify hello-world');
const hello = await spawnListening([path.join(root, 'bench/hello-server.mjs')]);
try {
  results.push({
    label: 'Fastify hello-world',
    target: null,
    ...(await measure(`${hello.url}/`, { connections, duration })),
  });
} finally {
  await hello.stop();
}

// The floor of one database round trip per request: what no user-list query can beat on this machine.
async function benchSelectOne(label, env) {
  const server = await spawnListening([path.join(root, 'bench/select-one-server.mjs')], { env });
  try {
    return { label, target: null, ...(await measure(`${server.url}/`, { connections, duration })) };
  } finally {
    await server.stop();
  }
}

if (STORES.includes('pglite')) {
  console.log('* PGlite: SELECT 1 per request');
  results.push(await benchSelectOne('PGlite: SELECT 1 (floor)', { DATABASE_URL: '' }));

  console.log('* PGlite: seeding a temporary DATA_DIR');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pmc-bench-pglite-'));
  try {
    seed({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'PGlite');
    results.push(...(await benchServer('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (STORES.includes('postgres') && process.env.BENCH_DATABASE_URL) {
  // A database seeded before (`pnpm seed:bulk`, or data of one's own), measured as it is: seeding a
  // million users again for every trial costs minutes. BENCH_USERS still says its size.
  console.log('* PostgreSQL: BENCH_DATABASE_URL, as seeded');
  const env = { DATABASE_URL: process.env.BENCH_DATABASE_URL };
  results.push(await benchSelectOne('PostgreSQL: SELECT 1 (floor)', env));
  results.push(...(await benchServer('PostgreSQL', env)));
} else if (STORES.includes('postgres')) {
  console.log('* PostgreSQL: a throw-away server, database with LC_CTYPE C.UTF-8');
  const postgres = await startPostgres();
  try {
    const databaseUrl = await createBenchDatabase(postgres.url, 'pmc_bench');
    results.push(await benchSelectOne('PostgreSQL: SELECT 1 (floor)', { DATABASE_URL: databaseUrl }));
    seed({ DATABASE_URL: databaseUrl }, 'PostgreSQL');
    results.push(...(await benchServer('PostgreSQL', { DATABASE_URL: databaseUrl })));
  } finally {
    await postgres.stop();
  }
}

const pad = (value, width) => String(value).padStart(width);
// Chinese characters take two columns in a terminal.
const padEnd = (text, width) =>
  text + ' '.repeat(Math.max(0, width - text.length - (text.match(/[\u3000-\u9fff]/g) ?? []).length));
const lines = [
  `${'endpoint'.padEnd(56)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('target', 9)}${pad('alone ms', 10)}${pad('failed', 8)}  verdict`,
];
for (const r of results) {
  const verdict =
    r.target === null
      ? ''
      : r.p99 === null
        ? 'MISSED (no answer)'
        : r.p99 <= r.target && r.failed === 0
          ? 'ok'
          : 'MISSED';
  lines.push(
    `${padEnd(r.label, 56)}${pad(r.rps.toFixed(0), 8)}${pad(r.p50 ?? '-', 8)}${pad(r.p99 ?? '-', 8)}${pad(r.target === null ? '-' : `<= ${r.target}`, 9)}${pad(r.serialMedian.toFixed(1), 10)}${pad(r.failed, 8)}  ${verdict}`,
  );
}
console.log(`\n${lines.join('\n')}\n`);
console.log(
  'Loopback only. p50/p99: autocannon at 16 connections; "alone ms": median of 30 sequential requests;\n' +
    '"rebuilt": LIST_CACHE_MB=0, every request builds its page (the default sends an unchanged page again);\n' +
    '"failed": requests with no answer within 10 s (autocannon timeout) or a socket error.\n' +
    `Machine: ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end; compare rows of one run.`,
);
