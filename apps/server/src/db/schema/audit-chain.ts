import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The chain columns of an audit log (operation log, sign-in log, record history). An entry is written
 * without them in its own transaction; the sealer (audit/seal-audit-log.ts) fills them moments later,
 * in order, under an advisory lock: `seq` its place in the log's one chain, `hash` the SHA-256 of the
 * previous entry's hash and the entry's own stored columns.
 */
export function chainColumns() {
  return {
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  };
}

/**
 * Per audit log, where its chain starts and ends: the checkpoint (the last entry the retention removed,
 * so the rest still verifies from it) and the head (the newest sealed entry, so a removed tail shows).
 * Written only by the sealer and the retention, each under the log's advisory lock.
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  /** 'operation' | 'sign-in' | 'history' */
  log: text('log').primaryKey(),
  checkpointSeq: bigint('checkpoint_seq', { mode: 'number' }).notNull().default(0),
  checkpointHash: text('checkpoint_hash'),
  /** When the retention last removed entries (ms since the epoch). */
  checkpointAt: bigint('checkpoint_at', { mode: 'number' }),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull().default(0),
  headHash: text('head_hash'),
});
