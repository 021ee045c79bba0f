import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Database } from '../db/database.ts';
import { STARTUP_LOCK_KEY } from '../db/open-database.ts';

/** Rows deleted per transaction, so a first purge of a large table never holds one huge delete. */
const PURGE_BATCH = 10_000;
const DAY_MS = 86_400_000;

/**
 * Deletes history entries older than the retention, a batch per transaction. Each batch first takes
 * the migrations' advisory lock without waiting (`pg_try_advisory_xact_lock`): of several instances
 * on one PostgreSQL only one purges, and none purges while another migrates. Answers the rows
 * deleted, or null when another instance held the lock.
 */
export async function purgeHistory(db: Database, now: number, retentionDays: number): Promise<number | null> {
  const cutoff = now - retentionDays * DAY_MS;
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const lock = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${STARTUP_LOCK_KEY})) as got`,
      );
      const [row] = (lock as unknown as { rows: { got: boolean }[] }).rows;
      if (!row?.got) return null;
      const result = await tx.execute(sql`
        delete from record_history where id in (
          select id from record_history where created_at < ${cutoff} limit ${PURGE_BATCH}
        )`);
      return (
        (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
        (result as unknown as { affectedRows?: number }).affectedRows ??
        0
      );
    });
    if (deleted === null) return total === 0 ? null : total;
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
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
