import type { ListQuery } from '@pmc/api-client/contract';
import { failFields } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';

/**
 * Sorts and pages rows held in memory (small trees: organisations, dictionaries), sorting only by
 * whitelisted fields; an unknown `sidx` is refused.
 */
export function sortAndPage<T extends Record<string, unknown>>(
  rows: T[],
  query: ListQuery,
  sortable: readonly (keyof T & string)[],
  fallback: keyof T & string,
) {
  const key = query.sidx ?? fallback;
  if (!sortable.includes(key as keyof T & string) && key !== fallback) {
    throw failFields([
      { path: 'sidx', descriptor: { ...serverMessages.sortInvalid, values: { field: key } } },
    ]);
  }
  const direction = query.sort === 'desc' ? -1 : 1;
  const sorted = [...rows].sort((a, b) => {
    const x = a[key] as string | number | null;
    const y = b[key] as string | number | null;
    if (x === y) return String(a.id).localeCompare(String(b.id));
    if (x === null) return -direction;
    if (y === null) return direction;
    return (x < y ? -1 : 1) * direction;
  });
  const start = (query.currentPage - 1) * query.pageSize;
  return {
    list: sorted.slice(start, start + query.pageSize),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length },
  };
}
