import v8 from 'node:v8';
import vm from 'node:vm';
import { formatDateTime } from '@pmc/validators';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportJobChunks,
  exportJobs,
  menus,
  operationLogs,
  permissionItems,
  positions,
  rolePermissions,
  roles,
  userPositions,
  userRoles,
  users,
} from '../src/db/schema/index.ts';
import { CHUNK_BYTES } from '../src/export/jobs/chunk-sink.ts';
import { failInterruptedJobs, purgeExpiredExports } from '../src/export/jobs/export-job-store.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MOBILE = '13900000001';
// What CI affords on a shared 2-core machine; bench/export-job.ts runs 100,000 and more.
const LARGE = 20_000;
// The deployment's zone (TIME_ZONE): one no test machine runs in, so a time written in the machine's
// zone shows.
const ZONE = 'Pacific/Kiritimati';

let server: TestServer;
let admin: string;
let staff: string;
let staffRoleId: string;
let organizeId: string;

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely, the sweep checks them against the contract
type Job = any;

async function start(token: string, body: unknown): Promise<Job> {
  return server.api('POST', '/admin-api/system/export_jobs', token, body);
}

/** Polls the job until it is no longer queued or running (a condition, not a fixed wait). */
async function finished(token: string, id: string): Promise<Job> {
  for (;;) {
    const { data } = await server.api('GET', `/admin-api/system/export_jobs/${id}`, token);
    if (data.status !== 'queued' && data.status !== 'running') return data;
    // Asked again shortly: each question takes the database from the run it asks about.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function download(token: string, id: string) {
  return server.app.inject({
    method: 'GET',
    url: `/admin-api/system/export_jobs/${id}/file`,
    headers: { authorization: token },
  });
}

async function sheetRows(payload: Buffer): Promise<{ rows: string[][]; book: ExcelJS.Workbook }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return { rows, book };
}

async function grantStaff(menu: string, code: string) {
  const [item] = await server.database.db
    .select({ id: permissionItems.id })
    .from(permissionItems)
    .innerJoin(menus, and(eq(menus.id, permissionItems.menuId), eq(menus.enCode, menu)))
    .where(and(eq(permissionItems.kind, 'button'), eq(permissionItems.enCode, code)));
  await server.database.db
    .insert(rolePermissions)
    .values({ roleId: staffRoleId, kind: 'button', itemId: item?.id as string });
}

beforeAll(async () => {
  server = await startTestServer({ TIME_ZONE: ZONE });
  [admin, staff] = await Promise.all([
    server.signIn('admin', 'Admin@2026'),
    server.signIn('staff', 'Staff@2026'),
  ]);
  const depts = (await server.api('GET', '/admin-api/system/dept?pageSize=100', admin)).data.list;
  organizeId = depts[0].id;
  for (const [index, account] of ['expjoba', 'expjobb', 'expjobc'].entries()) {
    const created = await server.api('POST', '/admin-api/system/user', admin, {
      account,
      realName: `导出${index}`,
      mobile: MOBILE.replace(/1$/, String(index + 1)),
      email: `${account}@example.com`,
      organizeId,
    });
    expect(created.code).toBe(200);
  }
  const [role] = await server.database.db.select().from(roles).where(eq(roles.enCode, 'staff'));
  staffRoleId = role?.id as string;
});
afterAll(() => server.close());

describe('export jobs: the user list', () => {
  it('writes every selected row into a stamped workbook kept for its owner', async () => {
    const started = await start(admin, { list: 'user', format: 'xlsx', filter: { keyword: 'expjob' } });
    expect(started.code).toBe(200);
    expect(started.data).toMatchObject({ list: 'user', format: 'xlsx', rowsTotal: 3 });
    const job = await finished(admin, started.data.id);
    expect(job).toMatchObject({ status: 'done', rowsDone: 3, rowsTotal: 3, error: null });
    expect(job.fileName).toMatch(/^用户-\d{8}\.xlsx$/);
    const res = await download(admin, job.id);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.length).toBe(job.size);
    const { rows, book } = await sheetRows(res.rawPayload);
    expect(rows[0]).toContain('账号');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['expjoba', 'expjobb', 'expjobc']);
    // The administrator holds 导出个人信息: values in full, as in the synchronous export.
    expect(rows[1]).toContain('13900000001');
    // Times in the deployment's zone, as the stamp's.
    const listed = await server.api('GET', '/admin-api/system/user?keyword=expjoba', admin);
    const createdAt = rows[0]?.indexOf('创建时间') ?? -1;
    expect(rows[1]?.[createdAt]).toBe(formatDateTime(listed.data.list[0].creatorTime, { timeZone: ZONE }));
    expect(book.creator).toContain('admin');
    expect(book.description).toContain('导出人');
    // Mine, newest first.
    const mine = await server.api('GET', '/admin-api/system/export_jobs', admin);
    expect(mine.data.list[0].id).toBe(job.id);
  });

  it('names each user’s positions and roles in their lists’ order, as the synchronous export does', async () => {
    const { db } = server.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'expjobb'));
    const twoPositions = await db.select().from(positions).orderBy(positions.id).limit(2);
    const twoRoles = await db.select().from(roles).orderBy(roles.id).limit(2);
    const userId = user?.id as string;
    await db.insert(userPositions).values(twoPositions.map((p) => ({ userId, positionId: p.id })));
    await db.insert(userRoles).values(twoRoles.map((r) => ({ userId, roleId: r.id })));
    const inOrder = (list: { fullName: string; sortCode: number }[]) =>
      [...list]
        .sort(
          (a, b) =>
            a.sortCode - b.sortCode || (a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : 0),
        )
        .map((x) => x.fullName)
        .join(', ');
    const started = await start(admin, { list: 'user', format: 'xlsx', filter: { keyword: 'expjob' } });
    const job = await finished(admin, started.data.id);
    const { rows } = await sheetRows((await download(admin, job.id)).rawPayload);
    const header = rows[0] as string[];
    const row = rows.find((r) => r[0] === 'expjobb') as string[];
    expect(row[header.indexOf('岗位')]).toBe(inOrder(twoPositions));
    expect(row[header.indexOf('角色')]).toBe(inOrder(twoRoles));
    expect(rows.find((r) => r[0] === 'expjoba')?.[header.indexOf('角色')] ?? '').toBe('');
    const sync = await server.app.inject({
      method: 'GET',
      url: '/admin-api/system/user/export?keyword=expjob',
      headers: { authorization: admin },
    });
    const synchronous = await sheetRows(sync.rawPayload);
    // An empty cell is left out by one writer and written blank by the other: the same sheet to a reader.
    const dense = (list: string[][]) => list.slice(1).map((r) => Array.from(r, (v) => v ?? ''));
    expect(dense(rows)).toEqual(dense(synchronous.rows));
  });

  it('logs the start with its filter', async () => {
    const logged = await server.database.db
      .select({ detail: operationLogs.detail })
      .from(operationLogs)
      .where(eq(operationLogs.path, '/admin-api/system/export_jobs'));
    expect(logged.at(-1)?.detail).toMatchObject({
      list: 'user',
      format: 'xlsx',
      filters: { keyword: 'expjob' },
      unmasked: true,
      rows: 3,
    });
  });

  it('writes CSV with a byte-order mark, headers in the caller language', async () => {
    const started = await server.call<Job>({
      method: 'POST',
      url: '/admin-api/system/export_jobs',
      headers: { authorization: admin, 'accept-language': 'en' },
      payload: { list: 'user', format: 'csv', filter: { keyword: 'expjob' } },
    });
    const job = await finished(admin, started.data.id);
    expect(job.status).toBe('done');
    const res = await download(admin, job.id);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const records: string[][] = parse(res.body.slice(1));
    expect(records[0]?.[0]).toBe('Account');
    expect(records.slice(1).map((r) => r[0])).toEqual(['expjoba', 'expjobb', 'expjobc']);
  });

  it('is 403 without the list page’s btn_export, and refuses an unknown list naming the field', async () => {
    expect((await start(staff, { list: 'user', filter: {} })).code).toBe(403);
    const unknown = await start(admin, { list: 'nothing' });
    expect(unknown.code).toBe(400);
    expect(JSON.stringify(unknown.data.fields)).toContain('list');
  });

  it('masks personal fields for a caller with btn_export but without btn_exportPersonal', async () => {
    await grantStaff('system.user', 'btn_export');
    const started = await start(staff, { list: 'user', filter: { keyword: 'expjob' } });
    expect(started.code).toBe(200);
    const job = await finished(staff, started.data.id);
    const { rows } = await sheetRows((await download(staff, job.id)).rawPayload);
    const mobile = rows[0]?.indexOf('手机') ?? -1;
    const values = rows.slice(1).map((r) => r[mobile]);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toMatch(/^$|\*{4}/);
    expect(JSON.stringify(rows)).not.toContain('13900000001');
  });

  it('is its owner’s only: 404 for anyone else, for the job and its file', async () => {
    const started = await start(admin, { list: 'user', filter: { keyword: 'expjob' } });
    const job = await finished(admin, started.data.id);
    expect((await server.api('GET', `/admin-api/system/export_jobs/${job.id}`, staff)).code).toBe(404);
    const other = await download(staff, job.id);
    expect(other.json().code).toBe(404);
    expect((await server.api('POST', `/admin-api/system/export_jobs/${job.id}/cancel`, staff)).code).toBe(
      404,
    );
    const list = await server.api('GET', '/admin-api/system/export_jobs', staff);
    expect(list.data.list.map((j: Job) => j.id)).not.toContain(job.id);
  });
});

describe('export jobs: the record history', () => {
  it('exports the audit search’s entries, personal values masked', async () => {
    const search = await server.api('GET', '/admin-api/system/history?kind=user', admin);
    const started = await start(admin, { list: 'history', filter: { kind: 'user' } });
    expect(started).toMatchObject({ code: 200 });
    expect(started.data.rowsTotal).toBe(search.data.pagination.total);
    const job = await finished(admin, started.data.id);
    expect(job.status).toBe('done');
    const { rows } = await sheetRows((await download(admin, job.id)).rawPayload);
    expect(rows).toHaveLength(search.data.pagination.total + 1);
    expect(rows[0]?.[0]).toBe('时间');
    expect(rows[1]?.[0]).toBe(formatDateTime(search.data.list[0].time, { timeZone: ZONE }));
    expect(JSON.stringify(rows)).not.toContain('13900000001');
  });
});

describe('export jobs: large runs, cancel and expiry', () => {
  beforeAll(async () => {
    // Plain SQL: the users in one statement (the API would take minutes).
    await server.database.db.execute(sql`
      insert into users (id, account, real_name, password_hash, mobile, organize_id, creator_time, sort_code)
      select 'big' || lpad(n::text, 6, '0'), 'bigexport' || n, '大批' || n, 'x',
             '137' || lpad(n::text, 8, '0'), ${organizeId}, ${Date.now()}::bigint + n, n
      from generate_series(1, ${LARGE}) as n`);
  }, 240_000);

  it(`exports ${LARGE.toLocaleString('en')} rows with the server's heap flat`, async () => {
    // The live heap (collected before each sample), so garbage not yet collected does not count.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    const heap: number[] = [];
    const sampler = setInterval(() => {
      gc();
      heap.push(process.memoryUsage().heapUsed);
    }, 1000);
    const started = await start(admin, { list: 'user', filter: { keyword: 'bigexport' } });
    expect(started.data.rowsTotal).toBe(LARGE);
    const job = await finished(admin, started.data.id);
    clearInterval(sampler);
    expect(job).toMatchObject({ status: 'done', rowsDone: LARGE });
    const growth = Math.max(...heap) - before;
    console.info(`export job of ${LARGE} rows: live heap growth ${(growth / 2 ** 20).toFixed(1)} MB`);
    // exceljs's in-memory workbook holds 188 MB live for 50,000 rows of 11 cells (about 75 MB for
    // 20,000) before it writes a byte; streamed, the growth measured 4 MB.
    expect(growth).toBeLessThan(32 * 2 ** 20);
    // The file is kept as about-a-megabyte rows in order: each but the last holds a full CHUNK_BYTES
    // (the sink stores one once it has that much) and less than two, so a large file is never one row.
    const stored = await server.database.db
      .select({ seq: exportJobChunks.seq, bytes: sql<number>`octet_length(${exportJobChunks.bytes})::int` })
      .from(exportJobChunks)
      .where(eq(exportJobChunks.jobId, job.id))
      .orderBy(exportJobChunks.seq);
    console.info(`  its file: ${job.size} bytes in ${stored.length} chunks`);
    expect(stored.map((c) => c.seq)).toEqual(stored.map((_, index) => index));
    expect(stored.reduce((sum, c) => sum + c.bytes, 0)).toBe(job.size);
    expect(stored.length).toBeGreaterThanOrEqual(Math.ceil(job.size / (2 * CHUNK_BYTES)));
    for (const chunk of stored.slice(0, -1)) expect(chunk.bytes).toBeGreaterThanOrEqual(CHUNK_BYTES);
    for (const chunk of stored) expect(chunk.bytes).toBeLessThan(2 * CHUNK_BYTES);
    const { rows } = await sheetRows((await download(admin, job.id)).rawPayload);
    expect(rows).toHaveLength(LARGE + 1);
    expect(rows[LARGE]?.[0]).toBe(`bigexport${LARGE}`);
  }, 300_000);

  it('cancels a running job and keeps none of its file', async () => {
    const started = await start(admin, { list: 'user', format: 'csv', filter: { keyword: 'bigexport' } });
    const cancelled = await server.api(
      'POST',
      `/admin-api/system/export_jobs/${started.data.id}/cancel`,
      admin,
    );
    expect(cancelled.code).toBe(200);
    expect(cancelled.data.status).toBe('cancelled');
    const job = await finished(admin, started.data.id);
    expect(job.status).toBe('cancelled');
    // The run notices at its next batch: wait until it has stopped writing.
    for (;;) {
      const [row] = await server.database.db
        .select({ heartbeat: exportJobs.heartbeatAt, finished: exportJobs.finishedAt })
        .from(exportJobs)
        .where(eq(exportJobs.id, job.id));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [again] = await server.database.db
        .select({ heartbeat: exportJobs.heartbeatAt })
        .from(exportJobs)
        .where(eq(exportJobs.id, job.id));
      if (row?.heartbeat === again?.heartbeat) break;
    }
    const chunks = await server.database.db
      .select({ seq: exportJobChunks.seq })
      .from(exportJobChunks)
      .where(eq(exportJobChunks.jobId, job.id));
    expect(chunks).toEqual([]);
    expect((await download(admin, job.id)).json().code).toBe(404);
    const again = await server.api('POST', `/admin-api/system/export_jobs/${job.id}/cancel`, admin);
    expect(again.code).toBe(400);
  }, 240_000);

  it('answers 410 once the file expired, and the purge deletes it', async () => {
    const started = await start(admin, { list: 'user', filter: { keyword: 'expjob' } });
    const job = await finished(admin, started.data.id);
    expect((await download(admin, job.id)).statusCode).toBe(200);
    server.advance(25 * 3_600_000);
    // The session ended with the day too: signed in again, the same owner.
    admin = await server.signIn('admin', 'Admin@2026');
    expect((await download(admin, job.id)).json().code).toBe(410);
    const ctx = server.app.pmc.context;
    expect(await purgeExpiredExports(ctx)).toBeGreaterThan(0);
    const chunks = await server.database.db
      .select({ seq: exportJobChunks.seq })
      .from(exportJobChunks)
      .where(eq(exportJobChunks.jobId, job.id));
    expect(chunks).toEqual([]);
    expect((await download(admin, job.id)).json().code).toBe(410);
  });

  it('marks failed a job whose instance stopped (no heartbeat)', async () => {
    const ctx = server.app.pmc.context;
    const now = ctx.now();
    await server.database.db.insert(exportJobs).values({
      id: 'lost-job',
      userId: 'admin-id-unused',
      list: 'user',
      format: 'xlsx',
      status: 'running',
      locale: 'zh',
      filter: {},
      plan: {},
      createdAt: now - 600_000,
      heartbeatAt: now - 300_000,
      expiresAt: now + 3_600_000,
    });
    await failInterruptedJobs(ctx);
    const [lost] = await server.database.db.select().from(exportJobs).where(eq(exportJobs.id, 'lost-job'));
    expect(lost).toMatchObject({ status: 'failed', error: 'exportJobInterrupted' });
  });
});

describe('export jobs: a pause after each batch (EXPORT_BATCH_PAUSE_MS)', () => {
  it('rests between batches, and the rest ends when the instance closes', async () => {
    const resting = await startTestServer({ EXPORT_BATCH_ROWS: '1', EXPORT_BATCH_PAUSE_MS: '600000' });
    const token = await resting.signIn('admin', 'Admin@2026');
    const started = await resting.api('POST', '/admin-api/system/export_jobs', token, { list: 'user' });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
    expect((started as any).data.rowsTotal).toBeGreaterThan(1);
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely
    const id = (started as any).data.id as string;
    const read = async () =>
      (await resting.api('GET', `/admin-api/system/export_jobs/${id}`, token)).data as Job;
    let job = await read();
    while (job.rowsDone < 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await read();
    }
    // One row written, then ten minutes of rest: still running at one row.
    expect(await read()).toMatchObject({ status: 'running', rowsDone: 1 });
    const cancelled = await resting.api('POST', `/admin-api/system/export_jobs/${id}/cancel`, token);
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    // Closing waits for the runs of this instance: the rest ends with it, not ten minutes later.
    const closing = Date.now();
    await resting.close();
    expect(Date.now() - closing).toBeLessThan(120_000);
  });
});
