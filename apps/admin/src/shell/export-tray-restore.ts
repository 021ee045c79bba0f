import type { ExportJob } from '@pmc/api-client/contract';

/** How long a finished job keeps the tray in the header after a reload: time to come back for the file. */
export const RECENT_EXPORT_MS = 3_600_000;

/**
 * Whether a reloaded tab shows the export tray (docs/guide/pages.md#export-jobs): a job is still queued
 * or running, or one finished within the last hour and its file has not expired.
 */
export function trayWorthRestoring(
  jobs: readonly Pick<ExportJob, 'status' | 'finishedAt' | 'expiresAt'>[],
  now: number,
): boolean {
  return jobs.some(
    (job) =>
      job.status === 'queued' ||
      job.status === 'running' ||
      (job.status === 'done' &&
        job.finishedAt !== null &&
        now - job.finishedAt < RECENT_EXPORT_MS &&
        job.expiresAt > now),
  );
}
