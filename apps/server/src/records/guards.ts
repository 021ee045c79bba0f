import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { executeNamed } from '../db/named-query.ts';
import { fail } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';

/** Refuses a duplicate value of a unique column (ignoring the record being edited). */
export async function assertUnique(
  db: Database,
  table: PgTable,
  column: PgColumn,
  value: string,
  idColumn: PgColumn,
  exceptId?: string,
  message: { id: string; message: string } = serverMessages.duplicateCode,
  scope?: SQL,
): Promise<void> {
  const conditions = [eq(column, value)];
  if (exceptId) conditions.push(ne(idColumn, exceptId));
  if (scope) conditions.push(scope);
  // Named: every create and rename asks it, and its plan (a unique index's lookup) never depends on the value.
  const rows = await executeNamed(
    db
      .select({ id: idColumn })
      .from(table)
      .where(and(...conditions))
      .limit(1),
    'unique',
  );
  if (rows.length > 0) throw fail(400, message, { value });
}

/** The row, or the 'does not exist' answer. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw fail(400, serverMessages.recordNotFound);
  return row;
}
