// The spreadsheet import at size, over HTTP against a server in its own process (bench/import-server.ts):
// preview of 10,000 user rows (target <= 5 s), their commit (<= 10 s), and the server's peak memory growth
// (RSS and heap, sampled in the server every 10 ms against a baseline taken after a GC) over a 10,000-row
// and a 20,000-row file's preview and commit (target for 20,000 rows: <= 200 MB).
// Then the province's sheet, BENCH_IMPORT_ROWS rows (default 100,000: preview <= 30 s, commit <= 60 s,
// heap <= 400 MB), reported to the province table (bench/report.mjs) with its figures or its refusal, and
// how long after the commit's answer its history entries were all sealed.
// Run: pnpm --filter @pmc/server bench:import; with --postgres the same on a throw-away PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '@pmc/tooling/postgres';
import ExcelJS from 'exceljs';
import { md5Hex } from '../src/security/md5-hex.ts';
import { createBenchDatabase } from './bench-database.mjs';
import { report } from './report.mjs';

const PROVINCE_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const HEADER = ['账号', '姓名', '性别', '手机', '邮箱', '所属组织', '状态'];
const ORGS = ['pmc.office', 'pmc.party', 'pmc.care', 'pmc.it.dev'];

async function userSheet(prefix: string, rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(HEADER);
  for (let i = 0; i < rows; i++)
    sheet.addRow([
      `${prefix}${i}`,
      `导入用户${i}`,
      i % 2 ? '男' : '女',
      `139${String(i).padStart(8, '0')}`,
      i % 3 ? `${prefix}${i}@example.com` : '',
      ORGS[i % ORGS.length],
      '启用',
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The heap just after each full collection since the last `mark`, over that mark's baseline: what was
 * alive, not garbage the collector had not taken yet. Read from V8's own `--trace-gc` lines, printed
 * as each collection ends (a server busy in PGlite would answer a question about it only later).
 */
const afterFullGc = { baseline: 0, max: 0 };
const FULL_GC = /Mark-Compact.*?->\s*([\d.]+)/;

/** Starts the server process and resolves once it prints its URL. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const entry = fileURLToPath(new URL('./import-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', '--trace-gc', '--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  let partial = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const collected = FULL_GC.exec(line);
        if (collected)
          afterFullGc.max = Math.max(
            afterFullGc.max,
            Number(collected[1]) * 1024 ** 2 - afterFullGc.baseline,
          );
        else if (output.length < 100_000) output += `${line}\n`;
        const listening = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
        if (listening) resolve({ child, url: `http://127.0.0.1:${listening[1]}` });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`import bench server exited with ${code}:\n${output}`)));
  });
}

/** Sends the server process a message and waits for its answer. */
function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

/** Collects the server's garbage and starts its peaks (and the full collections') from there. */
async function mark(): Promise<{ gc: boolean }> {
  const marked = await ask<{ gc: boolean; heapUsed: number }>(server.child, 'mark');
  afterFullGc.baseline = marked.heapUsed;
  afterFullGc.max = 0;
  return marked;
}

/** The peaks since the last mark, with the heap alive after full collections. */
async function peakSinceMark(): Promise<Peak['peak']> {
  const { peak } = await ask<{ peak: { rss: number; heap: number } }>(server.child, 'peak');
  return { ...peak, live: Math.max(0, afterFullGc.max) };
}

const onPostgres = process.argv.includes('--postgres');
const postgres = onPostgres ? await startPostgres() : null;
const databaseUrl = postgres ? await createBenchDatabase(postgres.url, 'pmc_import') : '';
const label = onPostgres ? 'PostgreSQL' : 'PGlite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-import-bench-'));
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

async function call<T>(route: string, init: RequestInit): Promise<T> {
  const answer = await fetch(`${server.url}${route}`, init);
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200)
    throw new Error(
      `${route}: ${body.msg} ${JSON.stringify((body.data as { rows?: unknown[] } | null)?.rows?.slice(0, 2))}`,
    );
  return body.data;
}

const login = await call<{ token: string }>('/admin-api/login', {
  method: 'POST',
  body: new URLSearchParams({ account: 'admin', password: md5Hex('Admin@2026') }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const headers = { authorization: login.token };

/** Previews and commits `file`; `between` runs after the preview's answer, before the commit is sent. */
async function previewAndCommit(file: Buffer, between?: () => Promise<void>) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'u.xlsx');
  const preview = await call<{
    rows: { row: number; values: Record<string, string> }[];
    counts: { new: number; error: number };
  }>('/admin-api/system/user/import/preview', {
    method: 'POST',
    body: form,
    headers,
  });
  const previewMs = performance.now() - started;
  await between?.();
  const rows = preview.rows.map((r: { row: number; values: Record<string, string> }) => ({
    row: r.row,
    values: r.values,
  }));
  const committing = performance.now();
  const commit = await call<{ created: number }>('/admin-api/system/user/import/commit', {
    method: 'POST',
    body: JSON.stringify({ rows, mode: 'skip' }),
    headers: { ...headers, 'content-type': 'application/json' },
  });
  const commitMs = performance.now() - committing;
  // The history entries are sealed after the answer (audit/audit-sealer.ts): on PGlite that work shares
  // the server's one thread with every other request, so how long it lasts is part of the commit.
  // Timed here: a server whose thread the seal held would not even read the question until it ended.
  await ask(server.child, 'sealed');
  const sealedMs = performance.now() - committing - commitMs;
  return { previewMs, commitMs, sealedMs, counts: preview.counts, created: commit.created };
}

type Peak = { peak: { rss: number; heap: number; live: number } };
const mb = (n: number) => (n / 1024 ** 2).toFixed(0);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

try {
  for (const [prefix, rows] of [
    ['bench', 10_000],
    ['memory', 20_000],
  ] as const) {
    const file = await userSheet(prefix, rows);
    const marked = await mark();
    const run = await previewAndCommit(file);
    const peak = await peakSinceMark();
    const targets = rows === 10_000 ? ' (target <= 5 s)' : '';
    console.log(
      `${label}  ${rows.toLocaleString('en')} rows  preview ${seconds(run.previewMs)} s${targets}  commit ${seconds(run.commitMs)} s${rows === 10_000 ? ' (target <= 10 s)' : ''}  new ${run.counts.new}, errors ${run.counts.error}, created ${run.created}  file ${(file.length / 1024).toFixed(0)} KB`,
    );
    console.log(
      `${label}  ${rows.toLocaleString('en')} rows  server process peak growth: RSS +${mb(peak.rss)} MB, heap +${mb(peak.heap)} MB${rows === 20_000 ? ' (target <= 200 MB)' : ''}${marked.gc ? '' : '  (no --expose-gc: baseline not collected)'}`,
    );
  }
  // The province's first load: one sheet of PROVINCE_ROWS people. A refusal is a figure too.
  const size = `${PROVINCE_ROWS.toLocaleString('en')} rows`;
  const file = await userSheet('province', PROVINCE_ROWS);
  await mark();
  try {
    // Each phase's peak apart (a collection between them): which of the two comes near the target.
    let previewPeak = { rss: 0, heap: 0, live: 0 };
    const run = await previewAndCommit(file, async () => {
      previewPeak = await peakSinceMark();
      await mark();
    });
    const commitPeak = await peakSinceMark();
    const peak = {
      heap: Math.max(previewPeak.heap, commitPeak.heap),
      rss: Math.max(previewPeak.rss, commitPeak.rss),
      live: Math.max(previewPeak.live, commitPeak.live),
    };
    const figure = `preview ${seconds(run.previewMs)} s, commit ${seconds(run.commitMs)} s (history sealed ${seconds(run.sealedMs)} s after), heap +${mb(peak.heap)} MB (preview +${mb(previewPeak.heap)}, commit +${mb(commitPeak.heap)}; alive after full collections +${mb(peak.live)}; RSS +${mb(peak.rss)} MB), created ${run.created}`;
    console.log(`${label}  ${size}  ${figure}`);
    report({
      row: 'import',
      store: label,
      size,
      figure,
      met:
        run.created === PROVINCE_ROWS &&
        run.previewMs <= 30_000 &&
        run.commitMs <= 60_000 &&
        peak.heap <= 400 * 1024 ** 2,
    });
  } catch (error) {
    const figure = `refused: ${(error as Error).message.slice(0, 120)}`;
    console.log(`${label}  ${size}  ${figure}`);
    report({ row: 'import', store: label, size, figure, met: false });
  }
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.stop();
}
