import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts of large tables, kept by statement triggers (migrations 0004 and 0033), so an
 * unfiltered list total is one small read instead of a count(*) over every row. In the database rather
 * than in memory: every server instance sees the same figure. A table's count is the sum of its rows:
 * each database connection adds to its own `shard` (its backend's pid modulo 8), so writers on several
 * connections do not wait for one another's commit to count their rows.
 */
export const tableCounts = pgTable(
  'table_counts',
  {
    tableName: text('table_name').notNull(),
    shard: integer('shard').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.shard] })],
);

/** The tables whose rows `table_counts` counts. */
export const countedTables: ReadonlySet<string> = new Set(['users', 'roles', 'operation_logs', 'login_logs']);

/** The kept count of a counted table as SQL text (a scalar sub-select), for statements written as text. */
export function keptCountText(table: string): string {
  if (!countedTables.has(table)) throw new Error(`${table} is not counted in table_counts`);
  return `(select sum(tc.n)::int from table_counts tc where tc.table_name = '${table}')`;
}
