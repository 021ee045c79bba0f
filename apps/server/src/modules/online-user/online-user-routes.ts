import { contract } from '@pmc/api-client/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { heldSecurityPolicy } from '../../auth/security-policy.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { listPage } from '../../lists/list-page.ts';
import { serverMessages } from '../../messages.ts';
import { scopeCondition } from '../../permissions/data-scope.ts';
import { loadScopedRecords, recordInScope } from '../../permissions/scoped-records.ts';
import { found } from '../../records/guards.ts';
import { batchMessage, runBatch } from '../../records/run-batch.ts';
import { ipPlace } from '../session/ip-place.ts';

const api = contract.onlineUser;

export function registerOnlineUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.list, async ({ auth, query, scope }) => {
    const now = ctx.now();
    return listPage(
      ctx.db,
      query,
      {
        from: sessions,
        columns: {
          id: sessions.id,
          userId: users.id,
          account: users.account,
          realName: users.realName,
          ip: sessions.ip,
          loginTime: sessions.createdAt,
          lastSeenTime: sessions.lastSeenAt,
          userAgent: sessions.userAgent,
        },
        joins: [{ table: users, on: eq(users.id, sessions.userId), inner: true }],
        where: [
          scopeCondition(scope, users.organizeId, [users.creatorUserId, users.id]),
          isNull(sessions.revokedReason),
          gt(sessions.lastSeenAt, now - heldSecurityPolicy(ctx).sessionIdleMs),
          gt(sessions.createdAt, now - heldSecurityPolicy(ctx).sessionAbsoluteMs),
        ],
        keywordColumns: [users.account, users.realName, sessions.ip],
        sortable: {
          account: users.account,
          ip: sessions.ip,
          loginTime: sessions.createdAt,
          lastSeenTime: sessions.lastSeenAt,
        },
        defaultOrder: [desc(sessions.lastSeenAt)],
        id: sessions.id,
      },
      (r) => ({ ...r, ipPlace: ipPlace(r.ip), current: r.id === auth.sessionId }),
    );
  });

  // Marks the session forced: its next request, on any instance, answers 602.
  registerEndpoint(app, ctx, api.forceOffline, async ({ auth, params }) => {
    const [row] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, params.id));
    const session = found(row);
    if (session.id === auth.sessionId) throw fail(400, serverMessages.selfOffline);
    await markForced(ctx, session.id);
    return null;
  });

  // The same for many: each session is checked on its own (the caller's own session, an
  // administrator's session unless the caller is one, the caller's data scope) and reported.
  registerEndpoint(app, ctx, api.batchForceOffline, async ({ auth, req, body, scope, setMessage }) => {
    const records = await loadScopedRecords(ctx.db, 'session', [...new Set(body.ids)]);
    const result = await runBatch(req, body.ids, async (id) => {
      const record = records.get(id);
      if (!record) throw fail(400, serverMessages.recordNotFound);
      if (id === auth.sessionId) throw fail(400, serverMessages.selfOffline);
      if (record.isAdministrator && !auth.isAdministrator) throw fail(403, serverMessages.forbidden);
      if (scope && !recordInScope(scope, record)) throw fail(403, serverMessages.forbidden);
      await markForced(ctx, id);
    });
    setMessage(batchMessage(result));
    return result;
  });
}

async function markForced(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedReason: 'forced', revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedReason)));
}
