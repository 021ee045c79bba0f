import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Flushes every commit made so far to the write-ahead log: one commit with synchronous_commit on. With
 * it off (the benches' and tests' PostgreSQL) the last commits may not be flushed yet, and VACUUM does not
 * mark a page visible to all while a row's inserter committed unflushed, so index-only scans of the newest
 * rows read them. Call it after a bulk load, before its VACUUM.
 */
export async function flushCommits(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = on`);
    // A transaction ID makes the commit write a record, and flushing it flushes everything before it.
    await tx.execute(sql`select txid_current()`);
  });
}
