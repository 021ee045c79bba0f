import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { executeNamedText } from './named-query.ts';

interface InsertText {
  text: string;
  columns: [key: string, column: PgColumn][];
}

// The statement's text by table and the keys of its rows: written once, not built by Drizzle on every
// insert (a history entry's and an operation's insert on every change; the building cost more than the
// insert's own statement in PostgreSQL).
const texts = new WeakMap<PgTable, Map<string, InsertText>>();

function insertText(table: PgTable, first: Record<string, unknown>): InsertText {
  let byKeys = texts.get(table);
  if (!byKeys) {
    byKeys = new Map();
    texts.set(table, byKeys);
  }
  const keys = Object.keys(first).join(',');
  let found = byKeys.get(keys);
  if (!found) {
    const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first) as [
      string,
      PgColumn,
    ][];
    const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
    const arrays = columns.map(([, column], i) => `$${i + 1}::${column.getSQLType()}[]`).join(', ');
    const text = `insert into "${getTableName(table)}" (${names}) select * from unnest(${arrays})`;
    found = { text, columns };
    byKeys.set(keys, found);
  }
  return found;
}

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
  const { text, columns } = insertText(table, first as Record<string, unknown>);
  const params = columns.map(([key, column]) =>
    rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    }),
  );
  // The text names the table and its columns only, so every insert into them is one named statement.
  await executeNamedText(db, { text, params }, 'bulk');
}
