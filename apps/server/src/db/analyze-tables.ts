import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/**
 * Refreshes the planner's statistics of tables a bulk change has just filled (PostgreSQL's advice after
 * loading data: "Run ANALYZE Afterwards"). PGlite has no autovacuum daemon to do it ever, and
 * PostgreSQL's comes up to a minute later: meanwhile a list of the new rows is planned from guesses.
 */
export async function analyzeTables(db: Database, tables: readonly PgTable[]): Promise<void> {
  const names = [...new Set(tables.map((table) => getTableName(table)))];
  if (names.length === 0) return;
  await db.execute(
    sql`analyze ${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )}`,
  );
}
