import { contract } from '@pmc/api-client/contract';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import { organizes, roles, userRoles, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import type { HistoryRecorder } from '../../history/history-recorder.ts';
import { fail } from '../../http/envelope-error.ts';
import { assertSortKey, likePattern, pageAnswer, pageArgs } from '../../lists/paging.ts';
import { serverMessages } from '../../messages.ts';
import { loadDataScope, scopeCondition } from '../../permissions/data-scope.ts';
import { assertHoldsToHandOn } from '../../permissions/role-limits.ts';
import { loadScopedRecords, recordInScope } from '../../permissions/scoped-records.ts';
import { assertDutiesApart } from '../../permissions/separation-of-duties.ts';
import { found } from '../../records/guards.ts';

const api = contract.role;

async function roleId(ctx: AppContext, id: string): Promise<string> {
  const [row] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  return found(row).id;
}

/**
 * The users a member change names, all of which must exist (400) and lie inside the caller's data
 * scope for editing (403): a caller cannot hand a role to, or take it from, someone they cannot manage.
 * Administrators' roles are left alone by non-administrators.
 */
async function manageableUsers(
  ctx: AppContext,
  auth: AuthContext,
  userIds: string[],
): Promise<{ id: string; organizeId: string | null }[]> {
  const ids = [...new Set(userIds)];
  const records = await loadScopedRecords(ctx.db, 'user', ids);
  if (records.size !== ids.length) throw fail(400, serverMessages.fieldInvalid, { field: 'userIds' });
  const scope = await loadDataScope(ctx.db, auth, 'edit');
  for (const record of records.values()) {
    if (record.isAdministrator && !auth.isAdministrator) throw fail(403, serverMessages.forbidden);
    if (!recordInScope(scope, record)) throw fail(403, serverMessages.forbidden);
  }
  return [...records].map(([id, record]) => ({ id, organizeId: record.placement }));
}

/** The role's entry (who joined or left) and each user's (which role they gained or lost). */
function recordMembers(
  history: HistoryRecorder,
  roleId: string,
  members: { id: string; organizeId: string | null }[],
  way: 'added' | 'removed',
) {
  const event = way === 'added' ? 'addMembers' : 'removeMembers';
  history.event('role', roleId, event, [{ field: 'userIds', [way]: members.map((m) => m.id) }]);
  for (const member of members)
    history.event('user', member.id, event, [{ field: 'roleIds', [way]: [roleId] }], {
      organizeId: member.organizeId,
    });
}

export function registerRoleMemberRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Only the holders the caller may see are listed (and counted).
  registerEndpoint(app, ctx, api.members, async ({ auth, params, query }) => {
    // Holders are listed by account only; another sort key is refused, as every list refuses one.
    assertSortKey(query, ['account']);
    const id = await roleId(ctx, params.id);
    const scope = await loadDataScope(ctx.db, auth);
    const where = and(
      eq(userRoles.roleId, id),
      scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]),
      query.keyword
        ? or(
            ilike(users.account, likePattern(query.keyword)),
            ilike(users.realName, likePattern(query.keyword)),
          )
        : undefined,
    );
    const { limit, offset } = pageArgs(query);
    const list = await ctx.db
      .select({
        id: users.id,
        account: users.account,
        realName: users.realName,
        organizeName: organizes.fullName,
        enabledMark: users.enabledMark,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(where)
      .orderBy(asc(users.account))
      .limit(limit)
      .offset(offset);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where);
    return pageAnswer(
      list.map((m) => ({ ...m, enabledMark: m.enabledMark === 1 ? (1 as const) : (0 as const) })),
      count?.n ?? 0,
      query,
    );
  });

  registerEndpoint(app, ctx, api.addMembers, async ({ auth, params, body, change }) => {
    const id = await roleId(ctx, params.id);
    await assertHoldsToHandOn(ctx.db, auth, id);
    const members = await manageableUsers(ctx, auth, body.userIds);
    await change(async (tx, history) => {
      // Only those who did not hold the role yet are news.
      const joined = await tx
        .insert(userRoles)
        .values(members.map((m) => ({ userId: m.id, roleId: id })))
        .onConflictDoNothing()
        .returning({ userId: userRoles.userId });
      const ids = new Set(joined.map((j) => j.userId));
      if (ids.size)
        recordMembers(
          history,
          id,
          members.filter((m) => ids.has(m.id)),
          'added',
        );
      else history.unchanged();
      await assertDutiesApart(tx, { userIds: [...ids] });
    });
    return null;
  });

  registerEndpoint(app, ctx, api.removeMembers, async ({ auth, params, body, change }) => {
    const id = await roleId(ctx, params.id);
    await assertHoldsToHandOn(ctx.db, auth, id);
    const members = await manageableUsers(ctx, auth, body.userIds);
    await change(async (tx, history) => {
      const left = await tx
        .delete(userRoles)
        .where(
          and(
            eq(userRoles.roleId, id),
            inArray(
              userRoles.userId,
              members.map((m) => m.id),
            ),
          ),
        )
        .returning({ userId: userRoles.userId });
      const ids = new Set(left.map((l) => l.userId));
      if (ids.size)
        recordMembers(
          history,
          id,
          members.filter((m) => ids.has(m.id)),
          'removed',
        );
      else history.unchanged();
    });
    return null;
  });
}
