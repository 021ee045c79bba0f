import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { type AuditLogName, auditLogTables } from './audit-logs.ts';
import { tryChainLock } from './chain-lock.ts';
import { entryHash, GENESIS_HASH } from './entry-hash.ts';
import { textColumns } from './text-columns.ts';

/** Entries sealed per transaction: the chain lock and the log's head are held a few milliseconds. */
const SEAL_BATCH = 500;

/** The log's newest sealed entry (its place and hash), created on a database that lacks the row. */
async function readHead(tx: Database, log: AuditLogName): Promise<{ seq: number; hash: string }> {
  const read = () =>
    queryRows<{ seq: string; hash: string | null; start: string | null }>(
      tx,
      sql`select head_seq::text as seq, head_hash as hash, checkpoint_hash as start
        from audit_checkpoints where log = ${log}`,
    );
  let [head] = await read();
  if (!head) {
    await tx.execute(sql`insert into audit_checkpoints (log) values (${log}) on conflict do nothing`);
    [head] = await read();
  }
  return { seq: Number(head?.seq ?? 0), hash: head?.hash ?? head?.start ?? GENESIS_HASH };
}

/**
 * Seals the log's unsealed entries, oldest first: each gets the next place (`seq`), the previous entry's
 * hash and its own hash, and the log's head moves on, all in one short transaction per batch under the
 * log's chain lock. Entries are written unsealed in their own request's transaction, so writers never
 * wait for each other; whichever instance holds the lock seals for all. Answers the entries sealed, or
 * null when another sealer held the lock (it seals them instead).
 */
export async function sealAuditLog(db: Database, log: AuditLogName): Promise<number | null> {
  const { table, columns } = auditLogTables[log];
  let total = 0;
  for (;;) {
    // A turn of the event loop between batches: an embedded database answers without leaving the thread,
    // and an import's 100,000 entries would otherwise hold every other request for their whole seal.
    if (total > 0) await setImmediate();
    const sealed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (!(await tryChainLock(tx, log))) return null;
      // Ordered by the columns themselves: bare names would be the text under the same name, which no
      // index holds (every unsealed entry read and sorted per batch: 42 s for an import's 100,000).
      const rows = await queryRows<Record<string, string | null>>(
        tx,
        sql`select ${textColumns(columns)} from ${sql.identifier(table)} t
          where t.seq is null order by t.created_at, t.id limit ${SEAL_BATCH}`,
      );
      if (rows.length === 0) return 0;
      let { seq, hash: prev } = await readHead(tx, log);
      const values = rows.map((row) => {
        seq += 1;
        const hash = entryHash(
          log,
          seq,
          prev,
          columns.map((column) => row[column] ?? null),
        );
        const value = sql`(${row.id}, ${seq}::bigint, ${prev}, ${hash})`;
        prev = hash;
        return value;
      });
      await tx.execute(sql`update ${sql.identifier(table)} as t
        set seq = v.seq, prev_hash = v.prev_hash, hash = v.hash
        from (values ${sql.join(values, sql`, `)}) as v(id, seq, prev_hash, hash)
        where t.id = v.id`);
      await tx.execute(
        sql`update audit_checkpoints set head_seq = ${seq}, head_hash = ${prev} where log = ${log}`,
      );
      return rows.length;
    });
    if (sealed === null) return total === 0 ? null : total;
    total += sealed;
    if (sealed < SEAL_BATCH) return total;
  }
}
