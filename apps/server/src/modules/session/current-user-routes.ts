import { getCurrentUser, logout, unlockScreen } from '@pmc/api-client/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { passwordStanding } from '../../auth/password-lifecycle.ts';
import { enabledSecondFactor, secondFactorRequired } from '../../auth/second-factor.ts';
import { readSecurityPolicy } from '../../auth/security-policy.ts';
import { menus, permissionItems, sessions, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { loadGrants } from '../../permissions/load-grants.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import { buildMenuTree } from './build-menu-tree.ts';
import { consumeCaptcha, sessionCaptchaKey } from './consume-captcha.ts';
import { ipPlace } from './ip-place.ts';

/** An unlock request older (or newer) than this is refused as a replay. */
export const UNLOCK_WINDOW_MS = 5 * 60_000;

export function registerCurrentUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, getCurrentUser, async ({ auth }) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!user) throw fail(600, serverMessages.tokenMissing);
    const grants = await loadGrants(ctx.db, user.id, user.isAdministrator);
    const menuRows = await ctx.db.select().from(menus).where(eq(menus.enabledMark, 1));
    const itemRows = await ctx.db.select().from(permissionItems);
    const { menuList, permissionList } = buildMenuTree(menuRows, itemRows, grants);
    const hasPrev = user.prevLoginTime !== null;
    // The policy's short cache: a switch saved anywhere reaches the next refetch within seconds.
    const policy = await readSecurityPolicy(ctx);
    const password = passwordStanding(user.passwordSetAt, policy, ctx.now());
    // The policy asks for a second factor this account lacks: the app enrols it before anything else.
    const mustEnrolSecondFactor =
      (await secondFactorRequired(ctx, user.id)) && !(await enabledSecondFactor(ctx.db, user.id));
    return {
      isWeakPwd: user.isWeakPwd,
      watermark: policy.watermark,
      passwordExpired: password.expired,
      passwordDaysLeft: password.daysLeft,
      mustEnrolSecondFactor,
      menuList,
      permissionList,
      userInfo: {
        uid: user.id,
        username: user.account,
        realName: user.realName,
        avatar: user.avatar,
        portalId: '',
        prevLogin: hasPrev ? (1 as const) : (0 as const),
        prevLoginTime: user.prevLoginTime,
        prevLoginIPAddressName: ipPlace(user.prevLoginIp),
        prevLoginIPAddress: user.prevLoginIp,
        isAdministrator: user.isAdministrator,
      },
    };
  });

  registerEndpoint(app, ctx, logout, async ({ auth, setMessage }) => {
    await ctx.db
      .update(sessions)
      .set({ revokedReason: 'logout', revokedAt: ctx.now() })
      .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedReason)));
    setMessage(serverMessages.logoutOk);
    return null;
  });

  registerEndpoint(app, ctx, unlockScreen, async ({ auth, body }) => {
    if (Math.abs(ctx.now() - body.timestamp) > UNLOCK_WINDOW_MS)
      throw fail(400, serverMessages.fieldInvalid, { field: 'timestamp' });
    // `code` is the captcha, checked like sign-in's (and like it, not with CAPTCHA=off): the latest one
    // this session fetched, single use, before the password is tried.
    if (ctx.config.captcha) await consumeCaptcha(ctx, sessionCaptchaKey(auth.sessionId), body.code);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!user) throw fail(600, serverMessages.tokenMissing);
    // The password is checked even when the account differs, so both refusals take the same time.
    const passwordOk = await verifyPassword(body.password, user.passwordHash);
    const ok = user.account === body.account && passwordOk;
    if (ok) {
      await ctx.db.update(users).set({ failedCount: 0 }).where(eq(users.id, user.id));
      return null;
    }
    // Wrong unlock passwords count like wrong sign-ins, so a left-open session can't be used to guess.
    const [counted] = await ctx.db
      .update(users)
      .set({ failedCount: sql`${users.failedCount} + 1` })
      .where(eq(users.id, user.id))
      .returning({ failedCount: users.failedCount });
    const { maxFailedSignIns, lockMs } = await readSecurityPolicy(ctx);
    if ((counted?.failedCount ?? 0) < maxFailedSignIns) throw fail(400, serverMessages.unlockWrong);
    const now = ctx.now();
    await ctx.db
      .update(users)
      .set({ failedCount: 0, lockedUntil: now + lockMs })
      .where(eq(users.id, user.id));
    await ctx.db
      .update(sessions)
      .set({ revokedReason: 'locked', revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedReason)));
    throw fail(400, serverMessages.accountLocked, { minutes: lockMs / 60_000 });
  });
}
