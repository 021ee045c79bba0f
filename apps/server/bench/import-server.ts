// The server that bench/import.ts drives over HTTP, in its own process so the memory it reports is the
// server's alone (not the bench's workbook, answers and request bodies). It seeds the demo data into the
// store it is given (DATA_DIR for PGlite, or DATABASE_URL), listens on a free loopback port and prints
// its URL. Over the IPC channel: `mark` collects garbage and starts sampling RSS and heap every 10 ms
// from that baseline (answered with it); `peak` answers the highest growth seen since the mark;
// `sealed` answers once no history entry waits for its seal (audit/seal-audit-log.ts).
// Run by bench/import.ts (node --expose-gc --trace-gc --import tsx bench/import-server.ts).
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/load-config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { queryRows } from '../src/db/query-rows.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR as string;
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

let baseline = process.memoryUsage();
let peak = { rss: 0, heap: 0 };
let sampler: NodeJS.Timeout | undefined;
const sample = () => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss - baseline.rss);
  peak.heap = Math.max(peak.heap, now.heapUsed - baseline.heapUsed);
};

process.on('message', (message: string) => {
  if (message === 'mark') {
    clearInterval(sampler);
    (globalThis as { gc?: () => void }).gc?.();
    baseline = process.memoryUsage();
    peak = { rss: 0, heap: 0 };
    sampler = setInterval(sample, 10);
    process.send?.({
      marked: true,
      gc: typeof (globalThis as { gc?: unknown }).gc === 'function',
      heapUsed: baseline.heapUsed,
    });
  } else if (message === 'sealed') {
    void (async () => {
      const unsealed = sql`select exists (select 1 from record_history where seq is null) as waiting`;
      while ((await queryRows<{ waiting: boolean }>(database.db, unsealed))[0]?.waiting) await sleep(50);
      process.send?.({ sealed: true });
    })();
  } else if (message === 'peak') {
    sample();
    process.send?.({ peak });
  }
});

process.once('SIGTERM', async () => {
  clearInterval(sampler);
  await app.close();
  await database.close();
  process.exit(0);
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  `import bench server: http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
);
