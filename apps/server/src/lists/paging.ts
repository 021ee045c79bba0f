import type { ListQuery } from '@pmc/api-client/contract';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { failFields } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';

/** The page a validated list query asks for. */
type PageQuery = Pick<ListQuery, 'currentPage' | 'pageSize'>;

/** LIMIT/OFFSET of a validated list query. */
export function pageArgs(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.currentPage - 1) * query.pageSize };
}

/**
 * The whitelist's entry for `key`, only when the whitelist itself holds it: `constructor`, `__proto__`
 * or `toString` would otherwise come from Object.prototype (and a function's source text into SQL).
 */
export function whitelistedColumn<T>(whitelist: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(whitelist, key) ? whitelist[key] : undefined;
}

/**
 * ORDER BY from `sidx`/`sort`, only through a whitelist of columns (never a raw string into SQL);
 * an unknown `sidx` is refused. The id is always the last key so pages are stable.
 */
export function orderBy(
  query: Pick<ListQuery, 'sidx' | 'sort'>,
  whitelist: Record<string, PgColumn>,
  fallback: SQL[],
  id: PgColumn,
): SQL[] {
  if (!query.sidx) return [...fallback, asc(id)];
  const column = whitelistedColumn(whitelist, query.sidx);
  if (!column)
    throw failFields([
      { path: 'sidx', descriptor: { ...serverMessages.sortInvalid, values: { field: query.sidx } } },
    ]);
  return [query.sort === 'desc' ? desc(column) : asc(column), asc(id)];
}

/**
 * How far a list's total is counted: past it the answer says `capped` (docs/guide/api.md#calls), so a
 * keyword matching half a million rows costs a count of 10,001, not of every match.
 */
export const TOTAL_CAP = 10_000;

/**
 * `count(*)` of the rows of `rows` (a subquery's text, or Drizzle's), never past TOTAL_CAP + 1: one more
 * than the cap is how the answer knows it is capped.
 */
export function cappedCount(rows: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (${rows} limit ${sql.raw(String(TOTAL_CAP + 1))}) as capped_rows)`;
}

/** cappedCount of `rows` as a statement of its own. */
export async function countCapped(db: Database, rows: SQL): Promise<number> {
  const result = (await db.execute(sql`select ${cappedCount(rows)} as n`)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * For a list sorted one way only (`keys`: the `sidx` values naming that way): any other `sidx` is
 * refused as on every list, never ignored.
 */
export function assertSortKey(query: Pick<ListQuery, 'sidx'>, keys: readonly string[]): void {
  if (query.sidx !== undefined && !keys.includes(query.sidx))
    throw failFields([
      { path: 'sidx', descriptor: { ...serverMessages.sortInvalid, values: { field: query.sidx } } },
    ]);
}

/**
 * `{ list, pagination }` of one page; a total counted past TOTAL_CAP is answered as the cap, `capped`.
 * `exact`: the total came from a kept counter (an unfiltered list's table_counts row), which costs
 * nothing to give in full.
 */
export function pageAnswer<T>(list: T[], total: number, query: PageQuery, exact = false) {
  const pagination = { currentPage: query.currentPage, pageSize: query.pageSize, total };
  if (!exact && total > TOTAL_CAP)
    return { list, pagination: { ...pagination, total: TOTAL_CAP, capped: true } };
  return { list, pagination };
}

const escapeLike = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keyword%` for ILIKE, with the LIKE wildcards of the keyword escaped. */
export function likePattern(keyword: string): string {
  return `%${escapeLike(keyword)}%`;
}

/** `keyword%` in lower case for LIKE over `lower(column)`, with the LIKE wildcards escaped. */
export function startsWithPattern(keyword: string): string {
  return `${escapeLike(keyword.toLowerCase())}%`;
}
