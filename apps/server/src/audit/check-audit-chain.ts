import type { AuditCheck } from '@pmc/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { type AuditLogName, auditLogTables } from './audit-logs.ts';
import { GENESIS_HASH } from './entry-hash.ts';
import { walkChain } from './walk-chain.ts';

/**
 * Checks one audit log's chain: from its checkpoint (or its first entry) to its newest sealed entry,
 * every entry in place and unaltered, none after the newest and none before the checkpoint. Entries not
 * sealed yet are counted as pending, not as faults: the sealer seals them within seconds.
 * @example
 * const answer = await checkAuditChain(db, 'operation');
 * if (answer.fault) console.log(`${answer.fault.kind} at entry ${answer.fault.seq}`);
 */
export async function checkAuditChain(db: Database, log: AuditLogName): Promise<AuditCheck> {
  const table = sql.identifier(auditLogTables[log].table);
  const [ends] = await queryRows<{
    checkpoint_seq: string;
    checkpoint_hash: string | null;
    checkpoint_at: string | null;
    head_seq: string;
  }>(
    db,
    sql`select checkpoint_seq::text, checkpoint_hash, checkpoint_at::text, head_seq::text
      from audit_checkpoints where log = ${log}`,
  );
  const start = {
    seq: Number(ends?.checkpoint_seq ?? 0),
    hash: ends?.checkpoint_hash ?? GENESIS_HASH,
  };
  const walk = await walkChain(db, log, start, Number(ends?.head_seq ?? 0));
  let fault = walk.fault;
  if (!fault) {
    // One statement reads the ends again: an entry past the newest sealed one, or before the checkpoint,
    // was put there by hand (the sealer moves both in one transaction).
    const [stray] = await queryRows<{ seq: string; id: string; created_at: string }>(
      db,
      sql`select t.seq::text as seq, t.id, t.created_at::text as created_at from ${table} t, audit_checkpoints c
        where c.log = ${log} and (t.seq > c.head_seq or t.seq <= c.checkpoint_seq) order by t.seq limit 1`,
    );
    if (stray)
      fault = { kind: 'inserted', seq: Number(stray.seq), id: stray.id, time: Number(stray.created_at) };
  }
  const [pending] = await queryRows<{ n: number; oldest: string | null }>(
    db,
    sql`select count(*)::int as n, min(created_at)::text as oldest from ${table} where seq is null`,
  );
  return {
    log,
    intact: fault === null,
    checked: walk.checked,
    through: walk.through,
    fault,
    pending: pending?.n ?? 0,
    oldestPending: pending?.oldest == null ? null : Number(pending.oldest),
    checkpoint:
      start.seq > 0
        ? { seq: start.seq, time: ends?.checkpoint_at == null ? null : Number(ends.checkpoint_at) }
        : null,
  };
}
