import type { AppContext } from '../../app-context.ts';
import { type ExportJobRow, failInterruptedJobs, purgeExpiredExports } from './export-job-store.ts';
import type { ExportList } from './export-list.ts';
import { runExportJob } from './run-export-job.ts';

/** The jobs this instance runs: started in the background, stopped (marked failed) when it closes. */
export class ExportJobRunner {
  private readonly running = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly ctx: AppContext) {}

  start(job: ExportJobRow, list: ExportList): void {
    const run = runExportJob(this.ctx, job, list, this.stopping.signal).finally(() =>
      this.running.delete(job.id),
    );
    this.running.set(job.id, run);
  }

  /** Resolves when the job has ended on this instance (tests, the bench). */
  async settled(id: string): Promise<void> {
    await this.running.get(id);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled(this.running.values());
  }
}

/**
 * At start and then every `historyPurgeIntervalMs`: jobs an instance left behind are failed, expired
 * files deleted. Answers the function that stops the schedule.
 */
export function scheduleExportPurge(ctx: AppContext): () => void {
  const run = () =>
    Promise.all([failInterruptedJobs(ctx), purgeExpiredExports(ctx)])
      .then(([failed, purged]) => {
        if (failed || purged) ctx.log.info({ failed, purged }, 'export jobs tidied');
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'export job purge failed'));
  void run();
  const timer = setInterval(run, Math.min(ctx.config.historyPurgeIntervalMs, 3_600_000));
  timer.unref();
  return () => clearInterval(timer);
}
