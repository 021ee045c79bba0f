import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { keptCountText } from '../../db/schema/table-counts.ts';
import { splitTotal, withTotal } from '../../lists/page-total.ts';
import { cappedCount, countCapped } from '../../lists/paging.ts';
import { openIdCards, type UserRow, userColumns } from './user-store.ts';

/**
 * One page of users and the total in one query (PGlite serves one query at a time, so every round
 * trip counts). Unfiltered, the total is the trigger-kept `table_counts` count (count(*) over 100,000 rows
 * would cost more than the page), and `total` when the caller has it kept (an organisation's, as SQL);
 * filtered, it is counted up to TOTAL_CAP + 1 (docs/guide/api.md#calls):
 * a common name over a million members is not counted match by match (lists/page-total.ts).
 */
export async function queryUserPage(
  { db, idCards }: Pick<AppContext, 'db' | 'idCards'>,
  page: { where: SQL | undefined; order: SQL[]; limit: number; offset: number; total?: SQL<number> },
): Promise<{ rows: UserRow[]; total: number }> {
  const matches = sql`select 1 from ${users} where ${page.where}`;
  const total =
    page.total !== undefined
      ? page.total
      : page.where === undefined
        ? sql<number>`coalesce(${sql.raw(keptCountText('users'))}, (select count(*) from "users"))::int`
        : cappedCount(matches);
  const rows = await db
    .select(withTotal(userColumns, total))
    .from(users)
    .where(page.where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  const found = await splitTotal(rows, page.offset, async () => {
    if (page.total !== undefined) {
      const [kept] = await db.select({ n: page.total }).from(sql`(select 1) as one`);
      return Number(kept?.n ?? 0);
    }
    if (page.where !== undefined) return countCapped(db, matches);
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return all?.n ?? 0;
  });
  return { rows: openIdCards(idCards, found.rows as UserRow[]), total: found.total };
}
