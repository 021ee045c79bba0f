import { setTimeout as pause } from 'node:timers/promises';
import { EXPORT_JOB_MAX_ROWS } from '@pmc/api-client/contract';
import type { AppContext } from '../../app-context.ts';
import type { Locale } from '../../http/locale.ts';
import { translate } from '../../http/locale.ts';
import type { ExportStamp } from '../export-stamp.ts';
import { ChunkSink } from './chunk-sink.ts';
import { dropChunks, type ExportJobRow, endJob, recordProgress } from './export-job-store.ts';
import type { ExportList } from './export-list.ts';
import { csvWriter, type TableHead, xlsxWriter } from './table-writers.ts';

/** The file's name: the sheet's name and the day, in the owner's language. */
export function exportFileName(job: ExportJobRow, list: ExportList, at: number): string {
  const day = new Date(at).toISOString().slice(0, 10).replaceAll('-', '');
  return `${translate(job.locale as Locale, list.sheetName)}-${day}.${job.format}`;
}

/**
 * Runs one job to its end: the rows in keyset batches of `exportBatchRows`, each batch written and
 * stored before the next is read (so memory stays flat), progress and heartbeat after each, then
 * `exportBatchPauseMs` of rest; stops when the job was cancelled (from any instance) or `signal` aborts
 * (this instance stopping, which also ends a pause).
 */
export async function runExportJob(
  ctx: AppContext,
  job: ExportJobRow,
  list: ExportList,
  signal: AbortSignal,
): Promise<void> {
  const locale = job.locale as Locale;
  const sink = new ChunkSink(ctx.db, job.id);
  try {
    const reader = await list.open(ctx, job.filter, job.plan, locale);
    const columns = list.columns(job.plan, { locale, timeZone: ctx.config.timeZone });
    const head: TableHead = {
      sheetName: translate(locale, list.sheetName),
      headers: columns.map((c) => c.header),
      widths: columns.map((c) => c.width),
      stamp: job.plan.stamp as ExportStamp,
    };
    const writer = job.format === 'csv' ? csvWriter(sink, head) : xlsxWriter(sink, head);
    let after: unknown = null;
    let done = 0;
    while (done < EXPORT_JOB_MAX_ROWS) {
      if (signal.aborted) throw new Error('export stopped with its instance');
      const limit = Math.min(ctx.config.exportBatchRows, EXPORT_JOB_MAX_ROWS - done);
      const { rows, last } = await reader.batch(after, limit);
      for (const row of rows) writer.add(columns.map((c) => c.value(row)));
      await writer.drain();
      done += rows.length;
      if (!(await recordProgress(ctx.db, job.id, done, ctx.now()))) return await dropChunks(ctx.db, job.id);
      if (rows.length < limit) break;
      after = last;
      if (ctx.config.exportBatchPauseMs > 0)
        await pause(ctx.config.exportBatchPauseMs, undefined, { signal });
    }
    await writer.finish();
    const fileName = exportFileName(job, list, job.createdAt);
    const values = {
      status: 'done' as const,
      rowsDone: done,
      fileName,
      size: sink.size,
      chunks: sink.chunks,
    };
    if (!(await endJob(ctx.db, job.id, values, ctx.now()))) await dropChunks(ctx.db, job.id);
  } catch (err) {
    sink.destroy();
    ctx.log.error({ err, job: job.id }, 'export job failed');
    const error = signal.aborted ? 'exportJobInterrupted' : 'exportJobFailed';
    await endJob(ctx.db, job.id, { status: 'failed', error }, ctx.now());
    await dropChunks(ctx.db, job.id);
  }
}
