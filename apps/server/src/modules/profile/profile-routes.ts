import { contract } from '@pmc/api-client/contract';
import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { assertNotReused, rememberReplacedPassword } from '../../auth/password-reuse.ts';
import { readSecurityPolicy } from '../../auth/security-policy.ts';
import { loginLogs, menus, operationLogs, organizes, permissionItems, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { likePattern, orderBy, pageAnswer, pageArgs } from '../../lists/paging.ts';
import { serverMessages } from '../../messages.ts';
import { loadGrants } from '../../permissions/load-grants.ts';
import { found } from '../../records/guards.ts';
import { changedFields, updateVersioned } from '../../records/versioned-update.ts';
import { hashPassword, verifyPassword } from '../../security/password-hash.ts';
import { buildMenuTree } from '../session/build-menu-tree.ts';
import { ipPlace } from '../session/ip-place.ts';
import { revokeSessions } from '../session/revoke-sessions.ts';
import { withNamePinyin } from '../user/name-pinyin.ts';
import { userBriefColumns, userColumns, userLinkNames } from '../user/user-store.ts';

const api = contract.currentUser;

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.info, async ({ auth }) => {
    const c = userColumns;
    const [me] = await ctx.db
      .select({
        id: c.id,
        account: c.account,
        realName: c.realName,
        gender: c.gender,
        mobile: c.mobile,
        email: c.email,
        avatar: c.avatar,
        organizeId: c.organizeId,
        organizeName: c.organizeName,
        creatorTime: c.creatorTime,
        lastModifyTime: c.lastModifyTime,
        ...userLinkNames,
      })
      .from(users)
      .where(eq(users.id, auth.userId));
    const row = found(me);
    const gender: 0 | 1 | 2 = row.gender === 1 || row.gender === 2 ? row.gender : 0;
    return { ...row, gender };
  });

  // Only the fields sent change: a form that starts a field empty and sends it empty clears it, one
  // that leaves it out keeps it.
  registerEndpoint(app, ctx, api.updateInfo, async ({ auth, body, change }) => {
    const { mobile, email, ...rest } = changedFields(body);
    const values: Record<string, unknown> = { ...rest };
    if (mobile !== undefined) values.mobile = mobile || null;
    if (email !== undefined) values.email = email || null;
    await change(async (tx, history) => {
      const [before] = await tx.select().from(users).where(eq(users.id, auth.userId));
      await updateVersioned(tx, users, auth.userId, body.lastModifyTime, withNamePinyin(values), ctx.now());
      history.updated('user', auth.userId, before ?? {}, values, { organizeId: before?.organizeId ?? null });
    });
    return null;
  });

  for (const endpoint of [api.updatePassword, api.modifyPasswordNoCode]) {
    registerEndpoint(app, ctx, endpoint, async ({ auth, body, setMessage, change }) => {
      const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.userId));
      if (!user || !(await verifyPassword(body.oldPassword, user.passwordHash))) {
        throw fail(400, serverMessages.oldPasswordWrong);
      }
      // The last passwords of 安全策略 may not come back (the current one is the first of them).
      const { passwordHistoryCount } = await readSecurityPolicy(ctx);
      await assertNotReused(ctx.db, user, body.password, passwordHistoryCount);
      const passwordHash = await hashPassword(body.password);
      const now = ctx.now();
      await change(async (tx, history) => {
        await tx
          .update(users)
          .set({ passwordHash, isWeakPwd: false, passwordSetAt: now, lastModifyTime: now })
          .where(eq(users.id, user.id));
        await rememberReplacedPassword(tx, user.id, user.passwordHash, now);
        // The event alone: neither password nor hash enters history.
        history.event('user', user.id, 'changePassword', [], { organizeId: user.organizeId });
      });
      // docs/guide/sign-in-and-session.md#password-change: after a change the user signs in again, so every
      // session of theirs ends.
      await revokeSessions(ctx.db, user.id, 'password', ctx.now());
      setMessage(serverMessages.passwordChanged);
      return null;
    });
  }

  registerEndpoint(app, ctx, api.subordinates, async ({ auth }) => {
    const list = await ctx.db
      .select(userBriefColumns)
      .from(users)
      .leftJoin(organizes, eq(organizes.id, users.organizeId))
      .where(eq(users.managerId, auth.userId))
      .orderBy(asc(users.realName));
    return { list };
  });

  registerEndpoint(app, ctx, api.authorize, async ({ auth }) => {
    const grants = await loadGrants(ctx.db, auth.userId, auth.isAdministrator);
    const menuRows = await ctx.db.select().from(menus).where(eq(menus.enabledMark, 1));
    const itemRows = await ctx.db.select().from(permissionItems);
    return buildMenuTree(menuRows, itemRows, grants);
  });

  registerEndpoint(app, ctx, api.systemLog, async ({ auth, query }) => {
    const { limit, offset } = pageArgs(query);
    if (query.category === 5) {
      const conditions: (SQL | undefined)[] = [eq(operationLogs.userId, auth.userId)];
      if (query.startTime) conditions.push(gte(operationLogs.createdAt, query.startTime));
      if (query.endTime) conditions.push(lte(operationLogs.createdAt, query.endTime));
      if (query.keyword)
        conditions.push(
          or(
            ilike(operationLogs.summary, likePattern(query.keyword)),
            ilike(operationLogs.path, likePattern(query.keyword)),
          ),
        );
      const where = and(...conditions);
      const rows = await ctx.db
        .select()
        .from(operationLogs)
        .where(where)
        .orderBy(
          ...orderBy(
            query,
            { time: operationLogs.createdAt },
            [desc(operationLogs.createdAt)],
            operationLogs.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(operationLogs).where(where);
      const list = rows.map((r) => ({
        id: r.id,
        category: 5 as const,
        time: r.createdAt,
        ip: r.ip,
        ipPlace: ipPlace(r.ip),
        summary: r.summary,
        success: true,
        method: r.method,
        path: r.path,
        durationMs: r.durationMs,
      }));
      return pageAnswer(list, count?.n ?? 0, query);
    }
    const conditions: (SQL | undefined)[] = [eq(loginLogs.userId, auth.userId)];
    if (query.startTime) conditions.push(gte(loginLogs.createdAt, query.startTime));
    if (query.endTime) conditions.push(lte(loginLogs.createdAt, query.endTime));
    if (query.keyword)
      conditions.push(
        or(
          ilike(loginLogs.message, likePattern(query.keyword)),
          ilike(loginLogs.ip, likePattern(query.keyword)),
        ),
      );
    const where = and(...conditions);
    const rows = await ctx.db
      .select()
      .from(loginLogs)
      .where(where)
      .orderBy(...orderBy(query, { time: loginLogs.createdAt }, [desc(loginLogs.createdAt)], loginLogs.id))
      .limit(limit)
      .offset(offset);
    const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(loginLogs).where(where);
    const list = rows.map((r) => ({
      id: r.id,
      category: 1 as const,
      time: r.createdAt,
      ip: r.ip,
      ipPlace: ipPlace(r.ip),
      summary: r.message,
      success: r.success,
      method: null,
      path: null,
      durationMs: null,
    }));
    return pageAnswer(list, count?.n ?? 0, query);
  });
}
