import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { STARTUP_LOCK_KEY } from '../db/open-database.ts';
import { queryRows } from '../db/query-rows.ts';
import { type AuditLogName, auditLogTables } from './audit-logs.ts';
import { tryChainLock } from './chain-lock.ts';
import { GENESIS_HASH } from './entry-hash.ts';
import { walkChain } from './walk-chain.ts';

/** Entries removed per transaction, so a first purge of a large log never holds one huge delete. */
const PURGE_BATCH = 10_000;
const DAY_MS = 86_400_000;

/** The purge met a broken chain: it removes nothing from there on, so the break stays to be seen. */
export class BrokenChainError extends Error {}

function affected(result: unknown): number {
  const answer = result as { rowCount?: number | null; affectedRows?: number };
  return answer.rowCount ?? answer.affectedRows ?? 0;
}

/**
 * Removes the log's entries older than the retention, from the start of its chain only: the entries
 * before the first one still inside the retention, each batch verified before it goes, and leaves the
 * last removed entry's place and hash as the checkpoint the rest verifies from. Unsealed entries stay
 * until they are sealed. Each batch takes the migrations' lock and the log's chain lock without waiting,
 * so of several instances one purges and none while another migrates. Answers the entries removed, or
 * null when another instance held a lock.
 * @example
 * await purgeAuditLog(db, 'operation', Date.now(), 180);
 */
export async function purgeAuditLog(
  db: Database,
  log: AuditLogName,
  now: number,
  retentionDays: number,
): Promise<number | null> {
  const cutoff = now - retentionDays * DAY_MS;
  const table = sql.identifier(auditLogTables[log].table);
  let total = 0;
  for (;;) {
    const removed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [startup] = await queryRows<{ got: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${STARTUP_LOCK_KEY})) as got`,
      );
      if (!startup?.got || !(await tryChainLock(tx, log))) return null;
      const [ends] = await queryRows<{
        checkpoint_seq: string;
        checkpoint_hash: string | null;
        head_seq: string;
      }>(
        tx,
        sql`select checkpoint_seq::text, checkpoint_hash, head_seq::text from audit_checkpoints where log = ${log}`,
      );
      if (!ends) return 0;
      const from = Number(ends.checkpoint_seq);
      const [kept] = await queryRows<{ seq: string | null }>(
        tx,
        sql`select min(seq)::text as seq from ${table} where seq is not null and created_at >= ${cutoff}`,
      );
      const firstKept = kept?.seq == null ? Number(ends.head_seq) + 1 : Number(kept.seq);
      const last = Math.min(firstKept - 1, from + PURGE_BATCH);
      if (last <= from) return 0;
      const walk = await walkChain(tx, log, { seq: from, hash: ends.checkpoint_hash ?? GENESIS_HASH }, last);
      if (walk.fault)
        throw new BrokenChainError(
          `the ${log} log's chain is broken at entry ${walk.fault.seq} (${walk.fault.kind}): nothing removed`,
        );
      const [lastRow] = await queryRows<{ hash: string }>(
        tx,
        sql`select hash from ${table} where seq = ${last}`,
      );
      const result = await tx.execute(sql`delete from ${table} where seq > ${from} and seq <= ${last}`);
      await tx.execute(sql`update audit_checkpoints
        set checkpoint_seq = ${last}, checkpoint_hash = ${lastRow?.hash ?? null}, checkpoint_at = ${now}
        where log = ${log}`);
      return affected(result);
    });
    if (removed === null) return total === 0 ? null : total;
    total += removed;
    if (removed < PURGE_BATCH) return total;
  }
}
