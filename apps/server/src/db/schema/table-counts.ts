import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts of large tables, kept by statement triggers (migration 0004), so an unfiltered list
 * total is one row read instead of a count(*) over every row. In the database rather than in memory:
 * every server instance sees the same figure.
 */
export const tableCounts = pgTable('table_counts', {
  tableName: text('table_name').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
