import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import type { AuditLogName } from './audit-logs.ts';

/**
 * Takes the log's chain lock for the transaction `tx`, without waiting: one sealer or retention purge per
 * log at a time across every instance on the database. Answers whether it got it.
 */
export async function tryChainLock(tx: Database, log: AuditLogName): Promise<boolean> {
  const [row] = await queryRows<{ got: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext(${`pmc-audit-chain:${log}`})) as got`,
  );
  return row?.got === true;
}
