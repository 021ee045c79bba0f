import { STALE_RECORD_CODE } from '@pmc/api-client/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { fail } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';

/** A table whose rows carry the version columns every editable record has. */
type VersionedTable = PgTable & { id: PgColumn; lastModifyTime: PgColumn };

/**
 * The new `lastModifyTime`: now, but always past the stored one, so two saves within one millisecond
 * (or under a clock that stood still) still give two versions.
 */
export function nextModifyTime(column: PgColumn, now: number): SQL {
  return sql`greatest(${now}::bigint, coalesce(${column}, 0) + 1)`;
}

/** The stored version equals the one the editor read (no condition when it sent none). */
export function sameVersion(column: PgColumn, sent: number | null | undefined): SQL | undefined {
  if (sent === undefined) return undefined;
  return sent === null ? isNull(column) : eq(column, sent);
}

/**
 * Writes `values` to one record, raising its version, only while the stored version is still `sent`:
 * the check and the write are one statement, so two editors of one version cannot both win. Refused
 * with code 409 ("changed by someone else, reload") when the version moved.
 */
export async function updateVersioned(
  db: Database,
  table: VersionedTable,
  id: string,
  sent: number | null | undefined,
  values: Record<string, unknown>,
  now: number,
): Promise<void> {
  const rows = await db
    .update(table)
    .set({ ...values, lastModifyTime: nextModifyTime(table.lastModifyTime, now) } as never)
    .where(and(eq(table.id, id), sameVersion(table.lastModifyTime, sent)))
    .returning({ id: table.id });
  if (rows.length === 0) throw fail(STALE_RECORD_CODE, serverMessages.staleRecord);
}

/** The body without `lastModifyTime` and without the fields it left out (undefined): what to write. */
export function changedFields<T extends { lastModifyTime?: number | null | undefined }>(
  body: T,
): Omit<T, 'lastModifyTime'> {
  const { lastModifyTime: _version, ...rest } = body;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Omit<
    T,
    'lastModifyTime'
  >;
}
