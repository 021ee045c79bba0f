import { contract } from '@pmc/api-client/contract';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { fail } from '../../http/api-error.ts';
import { found } from '../../http/guards.ts';
import { likePattern, orderBy, pageArgs, pageOf } from '../../http/paging.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { serverMessages } from '../../messages.ts';
import { scopeCondition } from '../../permissions/data-scope.ts';
import { ipPlace } from '../session/ip-place.ts';

const api = contract.onlineUser;

export function registerOnlineUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ auth, query, scope }) => {
    const now = ctx.now();
    const conditions = [
      scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]),
      isNull(sessions.revokedReason),
      gt(sessions.lastSeenAt, now - ctx.config.sessionIdleMs),
      gt(sessions.createdAt, now - ctx.config.sessionAbsoluteMs),
    ];
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      const match = or(
        ilike(users.account, pattern),
        ilike(users.realName, pattern),
        ilike(sessions.ip, pattern),
      );
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const { limit, offset } = pageArgs(query);
    const order = orderBy(
      query,
      {
        account: users.account,
        ip: sessions.ip,
        loginTime: sessions.createdAt,
        lastSeenTime: sessions.lastSeenAt,
      },
      [desc(sessions.lastSeenAt)],
      sessions.id,
    );
    const rows = await ctx.db
      .select({
        id: sessions.id,
        userId: users.id,
        account: users.account,
        realName: users.realName,
        ip: sessions.ip,
        loginTime: sessions.createdAt,
        lastSeenTime: sessions.lastSeenAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where);
    const list = rows.map((r) => ({ ...r, ipPlace: ipPlace(r.ip), current: r.id === auth.sessionId }));
    return pageOf(list, count?.n ?? 0, query);
  });

  // Marks the session forced: its next request, on any instance, answers 602.
  registerEndpoint(app, ctx, api.forceOffline, async ({ auth, params }) => {
    const [row] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, params.id));
    const session = found(row);
    if (session.id === auth.sessionId) throw fail(400, serverMessages.selfProtected);
    await ctx.db
      .update(sessions)
      .set({ revokedReason: 'forced', revokedAt: ctx.now() })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedReason)));
    return null;
  });
}
