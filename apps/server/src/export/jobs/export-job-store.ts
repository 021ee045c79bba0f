import type { ExportJob } from '@pmc/api-client/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/database.ts';
import { exportJobChunks, exportJobs } from '../../db/schema/index.ts';
import { type Locale, translate } from '../../http/locale.ts';
import { serverMessages } from '../../messages.ts';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A running job whose instance has not moved it on for this long has lost that instance. */
export const STALE_AFTER_MS = 2 * 60_000;
/** A job's row stays this long past its file's expiry (the list still says it expired), then goes. */
const ROW_KEPT_AFTER_EXPIRY_MS = 7 * 24 * 3_600_000;

/** Why a job failed, stored as a message key of `serverMessages` and read in the reader's language. */
export type ExportFailure = 'exportJobFailed' | 'exportJobInterrupted';

/** A job as its owner reads it. */
export function toExportJob(row: ExportJobRow, locale: Locale): ExportJob {
  const failure = row.error as ExportFailure | null;
  return {
    id: row.id,
    list: row.list as ExportJob['list'],
    format: row.format as ExportJob['format'],
    status: row.status as ExportJob['status'],
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    error: failure ? translate(locale, serverMessages[failure] ?? serverMessages.exportJobFailed) : null,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
  };
}

/** Rows done so far, and the heartbeat; false when the job is no longer running (cancelled). */
export async function recordProgress(db: Database, id: string, rowsDone: number, now: number) {
  const moved = await db
    .update(exportJobs)
    .set({ rowsDone, heartbeatAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return moved.length > 0;
}

/** Ends a job with its outcome unless it was cancelled meanwhile; answers whether it did. */
export async function endJob(
  db: Database,
  id: string,
  values: Partial<Pick<ExportJobRow, 'status' | 'rowsDone' | 'error' | 'fileName' | 'size' | 'chunks'>>,
  now: number,
): Promise<boolean> {
  const ended = await db
    .update(exportJobs)
    .set({ ...values, finishedAt: now, heartbeatAt: now })
    .where(and(eq(exportJobs.id, id), inArray(exportJobs.status, ['queued', 'running'])))
    .returning({ id: exportJobs.id });
  return ended.length > 0;
}

export async function dropChunks(db: Database, id: string): Promise<void> {
  await db.delete(exportJobChunks).where(eq(exportJobChunks.jobId, id));
}

/**
 * Jobs left queued or running by an instance that stopped (no heartbeat for STALE_AFTER_MS) are marked
 * failed and their partial files dropped; run at start and with the purge.
 */
export async function failInterruptedJobs(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const now = ctx.now();
  const lost = await ctx.db
    .update(exportJobs)
    .set({ status: 'failed', error: 'exportJobInterrupted' satisfies ExportFailure, finishedAt: now })
    .where(
      and(
        inArray(exportJobs.status, ['queued', 'running']),
        lt(exportJobs.heartbeatAt, now - STALE_AFTER_MS),
      ),
    )
    .returning({ id: exportJobs.id });
  if (lost.length > 0)
    await ctx.db.delete(exportJobChunks).where(
      inArray(
        exportJobChunks.jobId,
        lost.map((job) => job.id),
      ),
    );
  return lost.length;
}

/**
 * Deletes the files of expired jobs (the download then answers 410) and, a week later, the jobs.
 * Answers how many files went.
 */
export async function purgeExpiredExports(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db
    .update(exportJobs)
    .set({ chunks: 0 })
    .where(and(lt(exportJobs.expiresAt, now), sql`${exportJobs.chunks} > 0`))
    .returning({ id: exportJobs.id });
  if (expired.length > 0)
    await ctx.db.delete(exportJobChunks).where(
      inArray(
        exportJobChunks.jobId,
        expired.map((job) => job.id),
      ),
    );
  await ctx.db.delete(exportJobs).where(lt(exportJobs.expiresAt, now - ROW_KEPT_AFTER_EXPIRY_MS));
  return expired.length;
}
