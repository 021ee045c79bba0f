import type { AppContext } from '../app-context.ts';
import { purgeAuditLog } from '../audit/purge-audit-log.ts';
import type { Database } from '../db/database.ts';

/**
 * Removes history entries older than the retention the way every audit log is purged
 * (audit/purge-audit-log.ts): from the start of the chain, verified, leaving a checkpoint. Answers the
 * entries removed, or null when another instance held the lock.
 */
export function purgeHistory(db: Database, now: number, retentionDays: number): Promise<number | null> {
  return purgeAuditLog(db, 'history', now, retentionDays);
}

/** Runs the purge now and then every `historyPurgeIntervalMs`; answers the function that stops it. */
export function schedulePurge(ctx: AppContext): () => void {
  const run = () =>
    purgeHistory(ctx.db, ctx.now(), ctx.config.historyRetentionDays)
      .then((deleted) => {
        if (deleted) ctx.log.info({ deleted }, 'history purged past its retention');
      })
      .catch((err: unknown) => ctx.log.error({ err }, 'history purge failed'));
  void run();
  const timer = setInterval(run, ctx.config.historyPurgeIntervalMs);
  // The schedule never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
