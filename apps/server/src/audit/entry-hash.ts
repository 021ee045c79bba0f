import { createHash } from 'node:crypto';
import type { AuditLogName } from './audit-logs.ts';

/** The previous hash of a log's first entry (and of a chain no retention has cut yet). */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * An entry's hash: SHA-256 of the previous entry's hash and the entry's canonical form, the log's name,
 * its place and its stored columns as the database prints them as text (`::text`: the same on PGlite and
 * PostgreSQL, jsonb with its keys in the database's own order), null kept apart from the text "null".
 */
export function entryHash(
  log: AuditLogName,
  seq: number,
  prevHash: string,
  values: readonly (string | null)[],
): string {
  return createHash('sha256')
    .update(prevHash)
    .update('\n')
    .update(JSON.stringify([log, seq, ...values]))
    .digest('hex');
}
