import { getTableColumns, type SQL, type SQLChunk, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { executeNamedSql } from './named-query.ts';

/**
 * Inserts many rows as one `INSERT … SELECT FROM unnest(…)`: one array parameter per column instead of
 * one per cell. Drizzle's `insert().values(rows)` builds several objects per cell (most of an import
 * commit's garbage: 130 MB of 235 MB for 20,000 users, bench:import), this a few per column. The columns
 * are those of the first row (every row must name the same ones); a value is converted as Drizzle would
 * (jsonb to text, …), null stays null.
 */
export async function bulkInsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names: SQLChunk[] = [];
  const arrays: SQL[] = [];
  for (const [key, column] of columns) {
    names.push(sql.identifier(column.name));
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  // The text names the table and its columns only, so every insert into them is one named statement.
  await executeNamedSql(
    db,
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    'bulk',
  );
}
