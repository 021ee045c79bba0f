import type { ListQuery } from '@pmc/api-client/contract';
import { and, type Column, type GetColumnData, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { executeNamed } from '../db/named-query.ts';
import { keptTotal, splitTotal, withTotal } from './page-total.ts';
import { cappedCount, countCapped, likePattern, orderBy, pageAnswer, pageArgs } from './paging.ts';

type Selection = Record<string, PgColumn | SQL>;

/** One row of a selection (a joined column may still be null: the row mapper clamps it). */
export type RowOf<C extends Selection> = {
  [K in keyof C]: C[K] extends Column ? GetColumnData<C[K]> : C[K] extends SQL<infer T> ? T : unknown;
};

/** The few builder calls used here; Drizzle's own generics change type with every join. */
interface Chain extends PromiseLike<unknown[]> {
  leftJoin(table: PgTable, on: SQL): Chain;
  innerJoin(table: PgTable, on: SQL): Chain;
  where(where: SQL | undefined): Chain;
  orderBy(...order: SQL[]): Chain;
  limit(n: number): Chain;
  offset(n: number): Chain;
}

export interface ListPageSpec<C extends Selection> {
  from: PgTable;
  columns: C;
  /** Tables joined for the columns or the conditions (each on its condition). */
  joins?: { table: PgTable; on: SQL; inner?: boolean }[];
  /** Conditions of the page's own filters and data scope (undefined entries are skipped). */
  where?: (SQL | undefined)[];
  /** Columns the `keyword` is looked for in (ILIKE, wildcards in it escaped). */
  keywordColumns?: PgColumn[];
  /** `sidx` values the page may be sorted by; anything else is refused with 400. */
  sortable: Record<string, PgColumn>;
  /** Order without `sidx`; the id is always the last key so pages are stable. */
  defaultOrder: SQL[];
  id: PgColumn;
}

/**
 * One page of a paged list and its total (counted to the cap, in the page's own statement; unfiltered, a
 * table `table_counts` keeps gives its exact count), the way
 * every paged list of the API answers (`{ list, pagination }`): keyword, sort whitelist, page and size
 * from the validated query. The handlers only say what they list; `map` shapes a row for the API.
 * @example
 * return listPage(ctx.db, query, { from: roles, columns, keywordColumns: [roles.fullName],
 *   sortable: { fullName: roles.fullName }, defaultOrder: [asc(roles.sortCode)], id: roles.id }, toRole);
 */
export async function listPage<C extends Selection, T>(
  db: Database,
  query: ListQuery,
  spec: ListPageSpec<C>,
  map: (row: RowOf<C>) => T,
) {
  const conditions = [...(spec.where ?? [])];
  if (query.keyword && spec.keywordColumns?.length) {
    const pattern = likePattern(query.keyword);
    conditions.push(or(...spec.keywordColumns.map((column) => ilike(column, pattern))));
  }
  const where = and(...conditions);
  const order = orderBy(query, spec.sortable, spec.defaultOrder, spec.id);
  const { limit, offset } = pageArgs(query);
  // The rows the total counts: the page's joins and conditions, capped (paging.ts), carried by the page.
  let matches = db.select({ one: sql`1` }).from(spec.from).$dynamic() as unknown as Chain;
  for (const join of spec.joins ?? [])
    matches = join.inner ? matches.innerJoin(join.table, join.on) : matches.leftJoin(join.table, join.on);
  const matching = sql`${matches.where(where) as unknown as SQL}`;
  const kept = keptTotal(spec.from, where);
  let rows = db
    .select(withTotal(spec.columns, kept ?? cappedCount(matching)))
    .from(spec.from)
    .$dynamic() as unknown as Chain;
  for (const join of spec.joins ?? [])
    rows = join.inner ? rows.innerJoin(join.table, join.on) : rows.leftJoin(join.table, join.on);
  const page = (await executeNamed(
    rows
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as Chain & {
      prepare(name: string): unknown;
    },
    'list',
  )) as (RowOf<C> & { pageTotal$: number })[];
  const { rows: list, total } = await splitTotal(page, offset, () => countCapped(db, matching));
  return pageAnswer((list as RowOf<C>[]).map(map), total, query, kept !== undefined && page.length > 0);
}
