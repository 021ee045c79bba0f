import * as z from 'zod';
import { defineEndpoint } from './define-endpoint.ts';
import { historyExportQuerySchema } from './history.ts';
import { userExportQuerySchema } from './user.ts';

/** The lists an export job can write; each names the page whose 导出 button (btn_export) starts it. */
export const exportListNames = ['user', 'history'] as const;
export const exportListSchema = z.enum(exportListNames);
export type ExportListName = z.infer<typeof exportListSchema>;

/** The page (menu code) of each list: its btn_export and its data scope decide who may export it. */
export const exportListMenus: Record<ExportListName, string> = {
  user: 'system.user',
  history: 'permission.recordHistory',
};

export const exportFormatSchema = z.enum(['xlsx', 'csv']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Most rows one job writes (docs/guide/operations.md#export-jobs). */
export const EXPORT_JOB_MAX_ROWS = 1_000_000;

/** A job's life: queued, running, then done, failed or cancelled (the three last ones are final). */
export const exportJobStatusSchema = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type ExportJobStatus = z.infer<typeof exportJobStatusSchema>;

/** What starts a job: the list, its filter (the list's own export filter) and the file format. */
export const exportJobStartSchema = z.discriminatedUnion('list', [
  z.object({
    list: z.literal('user'),
    format: exportFormatSchema.default('xlsx'),
    filter: userExportQuerySchema.default({}),
  }),
  z.object({
    list: z.literal('history'),
    format: exportFormatSchema.default('xlsx'),
    filter: historyExportQuerySchema.default({}),
  }),
]);
export type ExportJobStart = z.input<typeof exportJobStartSchema>;

/** One export job as its owner sees it. */
export const exportJobSchema = z.object({
  id: z.string(),
  list: exportListSchema,
  format: exportFormatSchema,
  status: exportJobStatusSchema,
  /** Rows written so far. */
  rowsDone: z.number().int(),
  /** Rows the filter selects, counted when the job starts (at most EXPORT_JOB_MAX_ROWS). */
  rowsTotal: z.number().int().nullable(),
  /** Why a failed job failed, in the caller's language. */
  error: z.string().nullable(),
  /** The file's name (without a path) once the job is done. */
  fileName: z.string().nullable(),
  /** The file's size in bytes once the job is done. */
  size: z.number().int().nullable(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** When the file is deleted (ms since epoch); after it the download answers 410. */
  expiresAt: z.number().int(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

const path = '/admin-api/system/export_jobs';

/**
 * Beyond the original list (docs/guide/api.md#beyond-the-original-list): exports as background jobs, up
 * to a million rows, streamed into a file kept in the database; every call acts on the caller's own jobs.
 */
export const exportJobEndpoints = {
  /** Needs the list's page and its btn_export (checked when the job starts, with its data scope). */
  start: defineEndpoint({
    method: 'POST',
    path,
    auth: 'session',
    body: exportJobStartSchema,
    data: exportJobSchema,
    summary: "Start exporting a list's filter as .xlsx or .csv in the background",
  }),
  list: defineEndpoint({
    method: 'GET',
    path,
    auth: 'session',
    data: z.object({ list: z.array(exportJobSchema) }),
    summary: 'My export jobs, newest first',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: `${path}/{id}`,
    auth: 'session',
    data: exportJobSchema,
    summary: 'One of my export jobs: status and rows done',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${path}/{id}/cancel`,
    auth: 'session',
    data: exportJobSchema,
    summary: 'Cancel one of my export jobs that has not finished',
  }),
  /** 404 for anyone but the owner, 410 once the file expired. */
  file: defineEndpoint({
    method: 'GET',
    path: `${path}/{id}/file`,
    auth: 'session',
    data: z.instanceof(Blob),
    response: 'blob',
    summary: "One of my finished export jobs' file",
  }),
};
