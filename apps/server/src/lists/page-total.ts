import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { countedTables, keptCountText } from '../db/schema/table-counts.ts';

/**
 * `columns` with the page's total beside them (`total`: cappedCount of the list's rows, or a kept
 * counter): a scalar sub-select the database runs once per statement, so a page and its total cost one
 * round trip instead of two (PGlite serves one query at a time; over a socket each is a write and a
 * wake-up).
 */
export function withTotal<C extends object>(columns: C, total: SQL<number>): C & { pageTotal$: SQL<number> } {
  return { ...columns, pageTotal$: total };
}

/**
 * The page's rows without the total they carry, and the total. An empty page carries none: past the
 * first page it is counted alone (`countAlone`); an empty first page means nothing matched.
 */
export async function splitTotal<R extends { pageTotal$: unknown }>(
  rows: R[],
  offset: number,
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<R, 'pageTotal$'>[]; total: number }> {
  const first = rows[0];
  if (first) return { rows: rows.map(({ pageTotal$: _, ...row }) => row), total: Number(first.pageTotal$) };
  return { rows: [], total: offset === 0 ? 0 : await countAlone() };
}

/**
 * The total of an unfiltered list of a table `table_counts` keeps (`countedTables`): its kept count,
 * exact, instead of counting up to the cap (10,001 rows of a log on every first page). Undefined for a
 * filtered list or a table not counted.
 */
export function keptTotal(table: PgTable, where: SQL | undefined): SQL<number> | undefined {
  const name = getTableName(table);
  if (where !== undefined || !countedTables.has(name)) return undefined;
  return sql<number>`${sql.raw(keptCountText(name))}`;
}
