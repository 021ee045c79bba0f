import type { SQL } from 'drizzle-orm';

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
