import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { type AuditLogName, auditLogTables } from './audit-logs.ts';
import { entryHash } from './entry-hash.ts';
import { textColumns } from './text-columns.ts';

/** One entry as a check names it: its place in the chain, its id and its time (ms). */
export interface ChainEntry {
  seq: number;
  id: string | null;
  time: number | null;
}

/**
 * The first break of a chain. `altered`: the entry's content no longer matches its hash. `inserted`: an
 * entry that does not follow the one before it (the chain goes on around it). `removed`: the entry at
 * `seq` is gone; `id` and `time` name the entry after the gap (null when the chain's end was cut).
 */
export interface ChainFault extends ChainEntry {
  kind: 'altered' | 'removed' | 'inserted';
}

export interface ChainWalk {
  /** Entries found in order and unaltered. */
  checked: number;
  /** The last of them (null: none after the start). */
  through: ChainEntry | null;
  fault: ChainFault | null;
}

const PAGE = 1000;

interface Row extends Record<string, string | null> {
  seq: string;
  prev_hash: string | null;
  hash: string | null;
}

/**
 * Walks the log's sealed entries after `start` (a checkpoint, or seq 0 and the genesis hash) up to
 * `endSeq`, in order of place, recomputing every hash: answers how far the chain holds and its first
 * break. Reads a page at a time, so a long log never sits in memory.
 */
export async function walkChain(
  db: Database,
  log: AuditLogName,
  start: { seq: number; hash: string },
  endSeq: number,
): Promise<ChainWalk> {
  const { table, columns } = auditLogTables[log];
  const read = (after: number, limit: number) =>
    queryRows<Row>(
      db,
      // Ordered by the column itself, not the text of it under the same name ("10" < "2").
      sql`select t.seq::text as seq, prev_hash, hash, ${textColumns(columns)} from ${sql.identifier(table)} t
        where t.seq > ${after} and t.seq <= ${endSeq} order by t.seq limit ${limit}`,
    );
  const entry = (row: Row, seq = Number(row.seq)): ChainEntry => ({
    seq,
    id: row.id ?? null,
    time: row.created_at == null ? null : Number(row.created_at),
  });
  let expected = start.seq + 1;
  let prev = start.hash;
  let through: ChainEntry | null = null;
  // The entry accepted last and what came before it: an entry slipped in with a correct hash is only
  // seen at the next one, which still names the hash before it.
  let before: { hash: string; through: ChainEntry | null; checked: number } | null = null;
  let checked = 0;
  let after = start.seq;
  for (;;) {
    const page = await read(after, PAGE + 1);
    const mine = page.slice(0, PAGE);
    for (const [i, row] of mine.entries()) {
      const seq = Number(row.seq);
      if (seq !== expected) {
        return { checked, through, fault: { ...entry(row), kind: 'removed', seq: expected } };
      }
      const sound =
        entryHash(
          log,
          seq,
          row.prev_hash ?? '',
          columns.map((column) => row[column] ?? null),
        ) === row.hash;
      if (sound && row.prev_hash === prev) {
        before = { hash: prev, through, checked };
        prev = row.hash ?? '';
        expected += 1;
        checked += 1;
        through = entry(row);
        continue;
      }
      // The chain going on around this entry shows it was slipped in.
      const next = page[i + 1] ?? (await read(seq, 1))[0];
      if (next?.prev_hash === prev) return { checked, through, fault: { ...entry(row), kind: 'inserted' } };
      if (before && through) {
        const back = { checked: before.checked, through: before.through };
        // This entry names the hash before the last one: the last one was slipped in with a correct hash.
        if (row.prev_hash === before.hash) return { ...back, fault: { ...through, kind: 'inserted' } };
        // This entry is whole but names another hash for the last one: the last one was changed and hashed again.
        if (sound) return { ...back, fault: { ...through, kind: 'altered' } };
      }
      return { checked, through, fault: { ...entry(row), kind: sound ? 'inserted' : 'altered' } };
    }
    if (page.length <= PAGE) break;
    after = Number(mine[mine.length - 1]?.seq);
  }
  if (expected <= endSeq)
    return { checked, through, fault: { kind: 'removed', seq: expected, id: null, time: null } };
  return { checked, through, fault: null };
}
