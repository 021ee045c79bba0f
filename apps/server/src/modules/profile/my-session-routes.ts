import { contract } from '@pmc/api-client/contract';
import { and, desc, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { heldSecurityPolicy } from '../../auth/security-policy.ts';
import { sessions } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { found } from '../../records/guards.ts';
import { ipPlace } from '../session/ip-place.ts';
import { describeUserAgent } from './describe-user-agent.ts';

const api = contract.currentUser;

/**
 * 我的会话 (docs/guide/pages.md#profile): my live sessions, and ending them. An ended session is marked
 * 'forced' as the administrator's force-offline marks it, so its next request answers 602 and its
 * page shows the same notice. Only the caller's own sessions are ever read or touched: another
 * person's session id is 'does not exist'.
 */
export function registerMySessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const liveSessionsOf = (userId: string): SQL[] => {
    const now = ctx.now();
    return [
      eq(sessions.userId, userId),
      isNull(sessions.revokedReason),
      gt(sessions.lastSeenAt, now - heldSecurityPolicy(ctx).sessionIdleMs),
      gt(sessions.createdAt, now - heldSecurityPolicy(ctx).sessionAbsoluteMs),
    ];
  };

  registerEndpoint(app, ctx, api.sessions, async ({ auth }) => {
    const rows = await ctx.db
      .select({
        id: sessions.id,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        loginTime: sessions.createdAt,
        lastSeenTime: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(...liveSessionsOf(auth.userId)))
      .orderBy(desc(sessions.lastSeenAt), sessions.id);
    const list = rows.map(({ userAgent, ...row }) => ({
      ...row,
      ipPlace: ipPlace(row.ip),
      ...describeUserAgent(userAgent),
      current: row.id === auth.sessionId,
    }));
    return { list };
  });

  registerEndpoint(app, ctx, api.endSession, async ({ auth, params }) => {
    if (params.id === auth.sessionId) throw fail(400, serverMessages.selfOffline);
    const [row] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, params.id), ...liveSessionsOf(auth.userId)));
    const session = found(row);
    await ctx.db
      .update(sessions)
      .set({ revokedReason: 'ended', revokedAt: ctx.now() })
      .where(and(eq(sessions.id, session.id), isNull(sessions.revokedReason)));
    return null;
  });

  registerEndpoint(app, ctx, api.endOtherSessions, async ({ auth }) => {
    const ended = await ctx.db
      .update(sessions)
      .set({ revokedReason: 'ended', revokedAt: ctx.now() })
      .where(and(...liveSessionsOf(auth.userId), ne(sessions.id, auth.sessionId)))
      .returning({ id: sessions.id });
    return { ended: ended.length };
  });
}
