import type { ListQuery } from '@pmc/api-client/contract';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/** `{ list, pagination }` of one page. */
export function pageAnswer<T>(list: T[], total: number, query: PageQuery) {
  return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
}

/** `%keyword%` for ILIKE, with the LIKE wildcards of the keyword escaped. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
