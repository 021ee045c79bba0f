import { type contract, personalButtons } from '@pmc/api-client/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { positions, roles, userPositions, userRoles, users } from '../../db/schema/index.ts';
import { anyOf } from '../../db/text-array.ts';
import { defineExportList } from '../../export/jobs/export-list.ts';
import { maskAnswer } from '../../masking/mask-answer.ts';
import { serverMessages as m } from '../../messages.ts';
import { type DataScopeFilter, loadDataScope } from '../../permissions/data-scope.ts';
import { actionOfButton } from '../../permissions/delegated-scope.ts';
import { hasPermission } from '../../permissions/has-permission.ts';
import { hiddenColumns } from '../../permissions/hidden-columns.ts';
import { userListWhere } from './user-list-filter.ts';
import { exportColumns, type SheetUser, userSheetColumns } from './user-sheet.ts';
import { openIdCards, toUsers, type UserRow, userColumns } from './user-store.ts';

type UserFilter = z.output<typeof contract.user.export.query>;
interface UserPlan {
  scope: DataScopeFilter;
  hidden: string[];
  unmasked: boolean;
}

// What the sheet shows (user-sheet.ts, by its keys) and the id the batches follow, nothing else of the
// list's row: its other columns (sign-in times and addresses, the dormancy expression) were read and
// parsed for nothing, and at a million rows PGlite decodes every value in JavaScript. Positions and
// roles come as names: a batch reads them in two joins (linkNamesOf) instead of four sub-selects per
// row, which were four fifths of the database's work.
const sheetColumns = {
  id: userColumns.id,
  ...Object.fromEntries(
    userSheetColumns
      .map((column) => column.key)
      .filter((key) => key in userColumns && key !== 'positionIds' && key !== 'roleIds')
      .map((key) => [key, userColumns[key as keyof typeof userColumns]]),
  ),
};

/** Names of the positions and roles of these users, each in its list's order, by user id. */
async function linkNamesOf(db: Database, ids: string[]) {
  const byUser = (rows: { userId: string; name: string }[]) => {
    const names = new Map<string, string[]>();
    for (const row of rows) {
      const list = names.get(row.userId);
      if (list) list.push(row.name);
      else names.set(row.userId, [row.name]);
    }
    return names;
  };
  if (ids.length === 0) return { positions: byUser([]), roles: byUser([]) };
  const positionRows = await db
    .select({ userId: userPositions.userId, name: positions.fullName })
    .from(userPositions)
    .innerJoin(positions, eq(positions.id, userPositions.positionId))
    .where(anyOf(userPositions.userId, ids))
    .orderBy(positions.sortCode, positions.fullName);
  const roleRows = await db
    .select({ userId: userRoles.userId, name: roles.fullName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(anyOf(userRoles.userId, ids))
    .orderBy(roles.sortCode, roles.fullName);
  return { positions: byUser(positionRows), roles: byUser(roleRows) };
}

/**
 * 用户管理 as an export job: the list's filter inside the caller's data scope, the columns they may see,
 * personal fields masked without 导出个人信息 (docs/guide/permissions.md#personal-fields); read in
 * keyset order of the id (creation order: ids grow with time).
 */
export const userExportList = defineExportList<SheetUser & { id: string }, UserFilter>({
  menu: 'system.user',
  sheetName: m.sheetUsers,
  async prepare(ctx, auth) {
    const unmasked =
      auth.isAdministrator ||
      (await hasPermission(ctx.db, auth.userId, 'system.user', personalButtons.exportUnmasked));
    const plan: UserPlan = {
      // The scope of the 导出 button, as the synchronous export reads it.
      scope: await loadDataScope(ctx.db, auth, actionOfButton('btn_export')),
      hidden: [...(await hiddenColumns(ctx.db, auth, 'system.user'))],
      unmasked,
    };
    return { plan: { ...plan }, unmasked };
  },
  async open(ctx, filter, stored) {
    const plan = stored as unknown as UserPlan;
    const { where } = await userListWhere(ctx, plan.scope, filter);
    return {
      async count(cap) {
        const selected = ctx.db.select({ one: sql`1` }).from(users).where(where).limit(cap).as('selected');
        const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(selected);
        return row?.n ?? 0;
      },
      async batch(after, limit) {
        // The batch's ids first, then its columns: the per-row sub-selects run for these rows only.
        const page = ctx.db
          .select({ pageId: users.id })
          .from(users)
          .where(and(where, typeof after === 'string' ? gt(users.id, after) : undefined))
          .orderBy(asc(users.id))
          .limit(limit)
          .as('page');
        const rows = openIdCards(
          ctx.idCards,
          (await ctx.db
            .select(sheetColumns)
            .from(users)
            .innerJoin(page, eq(users.id, page.pageId))
            .orderBy(asc(users.id))) as unknown as UserRow[],
        );
        const names = await linkNamesOf(
          ctx.db,
          rows.map((row) => row.id),
        );
        const sheetRows = toUsers(rows).map((user) =>
          Object.assign(user, {
            positionNames: names.positions.get(user.id) ?? [],
            roleNames: names.roles.get(user.id) ?? [],
          }),
        );
        return { rows: plan.unmasked ? sheetRows : maskAnswer(sheetRows), last: rows.at(-1)?.id ?? null };
      },
    };
  },
  columns(stored, reader) {
    const plan = stored as unknown as UserPlan;
    return exportColumns(new Set(plan.hidden), reader).map((c) => ({
      header: c.header,
      width: c.width ?? 16,
      value: c.value,
    }));
  },
});
