import { contract } from '@pmc/api-client/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { heldSecurityPolicy } from '../../auth/security-policy.ts';
import { loginLogs, sessions, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { scopeCondition } from '../../permissions/data-scope.ts';
import { byUsersInScope } from '../../permissions/users-in-scope.ts';
import { signInSeries } from '../statistics/sign-in-series.ts';

const api = contract.workbench;

/**
 * The home page's figures. Each counts what the list it links to shows the same caller (the same
 * scope condition as the user list, the online-user list and the sign-in log), so a figure and the
 * filtered list it opens agree.
 */
export function registerWorkbenchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.userCounts, async ({ scope }) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .select({
        total: sql<number>`count(*)::int`,
        locked: sql<number>`count(*) filter (where ${users.lockedUntil} > ${now})::int`,
        disabled: sql<number>`count(*) filter (where ${users.enabledMark} = 0)::int`,
      })
      .from(users)
      .where(scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]));
    return { total: row?.total ?? 0, locked: row?.locked ?? 0, disabled: row?.disabled ?? 0 };
  });

  registerEndpoint(app, ctx, api.onlineCount, async ({ scope }) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .select({ online: sql<number>`count(*)::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]),
          isNull(sessions.revokedReason),
          gt(sessions.lastSeenAt, now - heldSecurityPolicy(ctx).sessionIdleMs),
          gt(sessions.createdAt, now - heldSecurityPolicy(ctx).sessionAbsoluteMs),
        ),
      );
    return { online: row?.online ?? 0 };
  });

  registerEndpoint(app, ctx, api.signInsPerDay, async ({ auth, query, scope }) => ({
    list: await signInSeries(ctx, query.days, byUsersInScope(ctx, scope, loginLogs.userId, auth.userId)),
  }));
}
