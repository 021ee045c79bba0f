// The spreadsheet import at size, through the real routes (app.inject) on PGlite: preview of 10,000 user
// rows (target <= 5 s), their commit (<= 10 s), and the process's peak memory growth over a 20,000-row
// file's preview and commit (<= 200 MB), sampled every 10 ms against a baseline taken after a GC.
// Run: pnpm --filter @pmc/server bench:import   (node --expose-gc through tsx, so the baseline is clean);
// with --postgres the same on a throw-away PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { startPostgres } from '@pmc/tooling/postgres';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { md5Hex } from '../src/security/md5-hex.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';

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

function multipart(content: Buffer) {
  const boundary = '----pmc-bench';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="u.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const onPostgres = process.argv.includes('--postgres');
const postgres = onPostgres ? await startPostgres() : null;
let databaseUrl: string | undefined;
if (postgres) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(
    `CREATE DATABASE pmc_import TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
  );
  await client.end();
  const url = new URL(postgres.url);
  url.pathname = '/pmc_import';
  databaseUrl = url.toString();
}
const label = onPostgres ? 'PostgreSQL' : 'PGlite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmc-import-bench-'));
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
await seedDatabase(database.db, 'demo');
const app = await buildApp({
  config: loadConfig({
    CAPTCHA: 'off',
    DATA_DIR: dataDir,
    UPLOAD_MAX_MB: '20',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  database,
  logStream: false,
});
const login = await app.inject({
  method: 'POST',
  url: '/admin-api/login',
  payload: new URLSearchParams({ account: 'admin', password: md5Hex('Admin@2026') }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const token = login.json().data.token as string;
const headers = { authorization: token };

async function previewAndCommit(file: Buffer) {
  const started = performance.now();
  const upload = multipart(file);
  const preview = await app.inject({
    method: 'POST',
    url: '/admin-api/system/user/import/preview',
    payload: upload.payload,
    headers: { ...headers, ...upload.headers },
  });
  const previewMs = performance.now() - started;
  const body = preview.json();
  if (body.code !== 200) throw new Error(`preview: ${body.msg}`);
  const rows = body.data.rows.map((r: { row: number; values: Record<string, string> }) => ({
    row: r.row,
    values: r.values,
  }));
  const counts = body.data.counts;
  const committing = performance.now();
  const commit = await app.inject({
    method: 'POST',
    url: '/admin-api/system/user/import/commit',
    headers,
    payload: { rows, mode: 'skip' },
  });
  const commitMs = performance.now() - committing;
  if (commit.json().code !== 200)
    throw new Error(`commit: ${commit.json().msg} ${JSON.stringify(commit.json().data?.rows?.slice(0, 2))}`);
  return { previewMs, commitMs, counts, created: commit.json().data.created };
}

try {
  const ten = await userSheet('bench', 10_000);
  const first = await previewAndCommit(ten);
  console.log(
    `${label}  10,000 rows  preview ${(first.previewMs / 1000).toFixed(2)} s (target <= 5 s)  commit ${(first.commitMs / 1000).toFixed(2)} s (target <= 10 s)  new ${first.counts.new}, errors ${first.counts.error}, created ${first.created}  file ${(ten.length / 1024).toFixed(0)} KB`,
  );

  const twenty = await userSheet('memory', 20_000);
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const second = await previewAndCommit(twenty);
  clearInterval(sampler);
  const mb = (n: number) => (n / 1024 ** 2).toFixed(0);
  console.log(
    `${label}  20,000 rows  preview ${(second.previewMs / 1000).toFixed(2)} s  commit ${(second.commitMs / 1000).toFixed(2)} s  peak growth: RSS +${mb(peakRss - baseline.rss)} MB, heap +${mb(peakHeap - baseline.heapUsed)} MB (target <= 200 MB)${(globalThis as { gc?: unknown }).gc ? '' : '  (no --expose-gc: baseline not collected)'}`,
  );
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres?.stop();
}
