import { contract, EXPORT_JOB_MAX_ROWS } from '@pmc/api-client/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import { newId } from '../../db/new-id.ts';
import { exportJobs } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { exportStampOf } from '../../export/export-stamp.ts';
import { ExportJobRunner } from '../../export/jobs/export-job-runner.ts';
import { dropChunks, type ExportJobRow, toExportJob } from '../../export/jobs/export-job-store.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages as m } from '../../messages.ts';
import { hasPermission } from '../../permissions/has-permission.ts';
import { exportFileStream } from './export-file-stream.ts';
import { exportLists } from './export-lists.ts';

const api = contract.exportJob;
const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** One of the caller's jobs; anyone else's is "not found" (404), never "forbidden". */
async function ownJob(ctx: AppContext, auth: AuthContext, id: string): Promise<ExportJobRow> {
  const [row] = await ctx.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, auth.userId)));
  if (!row) throw fail(404, m.exportJobNotFound);
  return row;
}

/**
 * Export jobs (docs/guide/operations.md#export-jobs): started with the list's own btn_export and data
 * scope, run in the background on this instance, the file kept in the database for EXPORT_KEEP_HOURS.
 * Expired files and jobs an instance left behind are tidied on a timer (export-job-runner.ts, app.ts).
 */
export function registerExportJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A job still running when the instance closes is marked failed (export-job-runner.ts).
  const runner = new ExportJobRunner(ctx);
  app.addHook('onClose', async () => runner.stop());

  registerEndpoint(app, ctx, api.start, async ({ auth, body, req, setLogDetail }) => {
    const list = exportLists[body.list];
    // The list's own 导出 button on its page, as its synchronous export asks (administrators hold all).
    if (!auth.isAdministrator && !(await hasPermission(ctx.db, auth.userId, list.menu, 'btn_export')))
      throw fail(403, m.forbidden);
    const { plan, unmasked } = await list.prepare(ctx, auth, body.filter);
    const now = ctx.now();
    const [job] = await ctx.db
      .insert(exportJobs)
      .values({
        id: newId(),
        userId: auth.userId,
        list: body.list,
        format: body.format,
        status: 'running',
        locale: req.locale,
        filter: body.filter as Record<string, unknown>,
        plan: { ...plan, stamp: exportStampOf(ctx, auth, req.locale) },
        createdAt: now,
        heartbeatAt: now,
        expiresAt: now + ctx.config.exportKeepMs,
      })
      .returning();
    if (!job) throw new Error('export job not stored');
    const reader = await list.open(ctx, job.filter, job.plan, req.locale);
    const rowsTotal = await reader.count(EXPORT_JOB_MAX_ROWS);
    await ctx.db.update(exportJobs).set({ rowsTotal }).where(eq(exportJobs.id, job.id));
    // The start is on the record with its filter, as the synchronous export's (docs/guide/permissions.md#personal-fields).
    setLogDetail({ list: body.list, format: body.format, filters: body.filter, unmasked, rows: rowsTotal });
    runner.start({ ...job, rowsTotal }, list);
    return toExportJob({ ...job, rowsTotal }, req.locale);
  });

  registerEndpoint(app, ctx, api.list, async ({ auth, req }) => {
    const rows = await ctx.db
      .select()
      .from(exportJobs)
      .where(eq(exportJobs.userId, auth.userId))
      .orderBy(desc(exportJobs.createdAt), desc(exportJobs.id))
      .limit(50);
    return { list: rows.map((row) => toExportJob(row, req.locale)) };
  });

  registerEndpoint(app, ctx, api.info, async ({ auth, params, req }) =>
    toExportJob(await ownJob(ctx, auth, params.id), req.locale),
  );

  registerEndpoint(app, ctx, api.cancel, async ({ auth, params, req }) => {
    const job = await ownJob(ctx, auth, params.id);
    const [cancelled] = await ctx.db
      .update(exportJobs)
      .set({ status: 'cancelled', finishedAt: ctx.now() })
      .where(and(eq(exportJobs.id, job.id), inArray(exportJobs.status, ['queued', 'running'])))
      .returning();
    // The run sees it at its next batch, on whichever instance it runs, and drops what it wrote.
    if (!cancelled) throw fail(400, m.exportJobFinished);
    await dropChunks(ctx.db, job.id);
    return toExportJob(cancelled, req.locale);
  });

  registerEndpoint(app, ctx, api.file, async ({ auth, params, reply }) => {
    const job = await ownJob(ctx, auth, params.id);
    if (job.status !== 'done') throw fail(404, m.exportJobNotFound);
    if (job.expiresAt <= ctx.now() || job.chunks === 0) throw fail(410, m.exportJobExpired);
    const format = job.format as keyof typeof CONTENT_TYPES;
    reply
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Length', String(job.size ?? 0))
      .header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(job.fileName ?? `export.${format}`)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(exportFileStream(ctx.db, job.id, job.chunks));
    return undefined;
  });
}
