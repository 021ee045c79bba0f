import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from './file.ts';

/**
 * Export jobs (docs/guide/operations.md#export-jobs): who asked for which list with which filter, and
 * what the run needs of the caller's rights at the start (`plan`: data scope, hidden columns, masking,
 * stamp), so that the run reads nothing of the request again.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    list: text('list').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull(),
    locale: text('locale').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    error: text('error'),
    fileName: text('file_name'),
    size: bigint('size', { mode: 'number' }),
    chunks: integer('chunks').notNull().default(0),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** Moved on by the running instance after every batch: a stale one means that instance stopped. */
    heartbeatAt: bigint('heartbeat_at', { mode: 'number' }).notNull(),
    finishedAt: bigint('finished_at', { mode: 'number' }),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('export_jobs_user_idx').on(t.userId, t.createdAt),
    index('export_jobs_expiry_idx').on(t.expiresAt),
  ],
);

/** The bytes of a job's file in order, about a megabyte a row. */
export const exportJobChunks = pgTable(
  'export_job_chunks',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
