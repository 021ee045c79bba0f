import type { contract } from '@pmc/api-client/contract';
import { and, asc, eq, gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { keptOrganizeUsers } from '../../db/schema/organize-user-counts.ts';
import { anyOf } from '../../db/text-array.ts';
import { orderBy } from '../../lists/paging.ts';
import { type DataScopeFilter, scopeCondition } from '../../permissions/data-scope.ts';
import { organizeSubtreeUsers } from '../organize/organize-subtree.ts';
import { userKeyword, userKeywordCondition } from './user-keyword.ts';
import { userDefaultOrder, userSortColumns } from './user-list-columns.ts';

type UserFilter = z.output<typeof contract.user.export.query>;

/**
 * WHERE and ORDER BY of the user list's filter, within the caller's data scope (the list and the export),
 * and `total`, the exact count of the rows it selects as SQL when that is kept (an organisation's
 * subtree alone, organize_user_counts) rather than counted.
 */
export async function userListWhere(
  ctx: AppContext,
  scope: DataScopeFilter,
  query: UserFilter,
): Promise<{ where: SQL | undefined; order: SQL[]; total?: SQL<number> }> {
  const conditions: (SQL | undefined)[] = [
    scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]),
  ];
  let subtree: { users: SQL<number>; condition: SQL | undefined } | undefined;
  if (query.keyword) conditions.push(userKeywordCondition(await userKeyword(ctx, query.keyword)));
  if (query.enabledMark !== undefined) conditions.push(eq(users.enabledMark, query.enabledMark));
  if (query.locked === 1) conditions.push(gt(users.lockedUntil, ctx.now()));
  if (query.organizeId) {
    // A subtree holding every user (the root) filters nothing: the page's total is then the kept one.
    const { ids, everyone } = await organizeSubtreeUsers(ctx, query.organizeId);
    subtree = {
      users: keptOrganizeUsers(ids),
      condition: everyone ? undefined : anyOf(users.organizeId, ids),
    };
    conditions.push(subtree.condition);
  }
  if (query.positionId)
    conditions.push(
      sql`exists (select 1 from "user_positions" as up where up.user_id = ${users.id} and up.position_id = ${query.positionId})`,
    );
  if (query.roleId)
    conditions.push(
      sql`exists (select 1 from "user_roles" as ur where ur.user_id = ${users.id} and ur.role_id = ${query.roleId})`,
    );
  if (query.startTime !== undefined) conditions.push(gte(users.creatorTime, query.startTime));
  if (query.endTime !== undefined) conditions.push(lte(users.creatorTime, query.endTime));
  const order = orderBy(query, userSortColumns, userDefaultOrder.map(asc), users.id);
  const where = and(...conditions);
  // The subtree's condition the only one (its own, or none for the root's): its kept count is the total.
  const only =
    subtree && conditions.every((condition) => condition === undefined || condition === subtree?.condition);
  return only && subtree ? { where, order, total: subtree.users } : { where, order };
}
