// An export job at size: BENCH_USERS bulk users (default 100,000; the target is 1,000,000 in
// <= 60 s with the server's heap growth <= 200 MB) exported as one .xlsx job by the administrator, in one
// process with the server (its requests go through app.inject; the bench itself holds nothing but the
// poll answers). Prints the seconds from start to done, rows per second, the file size and the peak heap
// growth over a baseline taken after a GC (sampled every 10 ms), and the process's CPU time over the job
// (on PGlite the database's work too; on PostgreSQL the server's alone). Run:
// node --expose-gc --import tsx bench/export-job.ts [--postgres] [--csv]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import type { ExportJob } from '@pmc/api-client/contract';
import { startPostgres } from '@pmc/tooling/postgres';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { seedBulkUsers } from '../src/seed/bulk/seed-bulk-users.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { report } from './report.mjs';

const users = Number(process.env.BENCH_USERS ?? 100_000);
const onPostgres = process.argv.includes('--postgres');
const format = process.argv.includes('--csv') ? 'csv' : 'xlsx';
const label = onPostgres ? 'PostgreSQL' : 'PGlite';
const postgres = onPostgres ? await startPostgres() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-export-bench-'));
const database = await openDatabase(postgres ? { databaseUrl: postgres.url } : { dataDir });
const mb = (n: number) => (n / 1024 ** 2).toFixed(0);

try {
  await seedDatabase(database.db, 'demo');
  const seeding = performance.now();
  await seedBulkUsers(database.db, { users });
  console.log(
    `${label}: ${users.toLocaleString('en')} bulk users seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  const app = await buildApp({
    config: loadConfig({ CAPTCHA: 'off', DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' }),
    database,
    logStream: false,
  });
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<ExportJob> => {
    const res = await app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
    return res.json().data;
  };
  const login = await app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: new URLSearchParams({ account: 'admin', password: md5Hex('Admin@2026') }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const token = login.json().data.token as string;

  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
  }, 10);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const job = await call('POST', '/admin-api/system/export_jobs', token, {
    list: 'user',
    format,
    filter: {},
  });
  let state = job;
  while (state.status === 'queued' || state.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await call('GET', `/admin-api/system/export_jobs/${job.id}`, token);
  }
  const seconds = (performance.now() - started) / 1000;
  // This process's CPU time (on PGlite the database's too): what a busy machine does not inflate.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  report({
    row: 'export',
    store: label,
    size: `${users.toLocaleString('en')} users, .${format}`,
    figure: `${seconds.toFixed(1)} s (${Math.round(state.rowsDone / seconds).toLocaleString('en')} rows/s), heap +${mb(peak)} MB, ${state.status}`,
    met: state.status === 'done' && state.rowsDone >= users && seconds <= 60 && peak <= 200 * 1024 ** 2,
  });
  console.log(
    `${label}  ${format}  ${state.rowsDone.toLocaleString('en')} rows (status ${state.status})  ${seconds.toFixed(1)} s  ${Math.round(state.rowsDone / seconds).toLocaleString('en')} rows/s  CPU ${cpuSeconds.toFixed(1)} s  file ${mb(state.size ?? 0)} MB  peak heap growth +${mb(peak)} MB${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc: baseline not collected)'}`,
  );
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.stop();
}
