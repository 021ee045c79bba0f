/** What the kit asks the app to export as a background job: the list, its filter and the file format. */
export interface KitExportJobRequest {
  /** The list's name as the server knows it (`user`, `history`, ...). */
  list: string;
  filter: Record<string, unknown>;
  format: 'xlsx' | 'csv';
}

/**
 * Starts an export job; the app shows its progress in its export tray
 * (docs/guide/pages.md#export-jobs). Rejects when the server refused (the request core has said why).
 */
export type StartExportJob = (request: KitExportJobRequest) => Promise<void>;

/** One job as the export tray shows it. */
export interface ExportTrayJob {
  id: string;
  /** What is exported, in the reader's language (the list's page name). */
  title: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  rowsDone: number;
  rowsTotal: number | null;
  /** Why it failed, in the reader's language. */
  error: string | null;
  /** False once the file expired (download answers 410). */
  downloadable: boolean;
}

/** A job still under way. */
export const isActiveExport = (job: Pick<ExportTrayJob, 'status'>) =>
  job.status === 'queued' || job.status === 'running';

/** Progress in whole percent (0 while the total is unknown, 100 when there is nothing to write). */
export function exportPercent(job: Pick<ExportTrayJob, 'rowsDone' | 'rowsTotal' | 'status'>): number {
  if (job.status === 'done') return 100;
  if (!job.rowsTotal) return 0;
  return Math.min(100, Math.floor((job.rowsDone / job.rowsTotal) * 100));
}
