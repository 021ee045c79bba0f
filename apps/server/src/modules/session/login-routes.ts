import { login } from '@pmc/api-client/contract';
import { parseSignInAccount } from '@pmc/validators';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isDormant } from '../../auth/password-lifecycle.ts';
import { enabledSecondFactor } from '../../auth/second-factor.ts';
import { readSecurityPolicy } from '../../auth/security-policy.ts';
import { issueSignInTicket, SIGN_IN_TICKET_MS } from '../../auth/sign-in-ticket.ts';
import { newId } from '../../db/new-id.ts';
import { loginLogs, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { type EnvelopeError, fail } from '../../http/envelope-error.ts';
import { translate } from '../../http/locale.ts';
import { serverMessages } from '../../messages.ts';
import { verifyAccountPassword, verifyPassword } from '../../security/password-hash.ts';
import { consumeCaptcha } from './consume-captcha.ts';
import { countFailedSignIn } from './count-failed-sign-in.ts';
import { startSession } from './start-session.ts';

/** Failed sign-ins one address may make per window before it is refused outright. */
export const IP_FAILURE_LIMIT = 30;
export const IP_WINDOW_MS = 10 * 60_000;

export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, login, async ({ req, body, setMessage }) => {
    const now = ctx.now();
    const ip = req.ip;
    // The lockout of 安全策略 (docs/guide/sign-in-and-session.md#lockout), as every instance reads it.
    const policy = await readSecurityPolicy(ctx);
    const { maxFailedSignIns, lockMs } = policy;
    const record = async (userId: string | null, success: boolean, message: string) => {
      await ctx.db
        .insert(loginLogs)
        .values({ id: newId(), userId, account: body.account, ip, success, message, createdAt: now });
      ctx.audit?.written('sign-in');
    };

    const [recent] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginLogs)
      .where(
        and(eq(loginLogs.ip, ip), eq(loginLogs.success, false), gt(loginLogs.createdAt, now - IP_WINDOW_MS)),
      );
    // Past the limit an address still gets one way in: a solved captcha and the right password (a guesser
    // sharing the office's address must not lock its people out). Without captchas it is refused outright.
    const addressLimited = (recent?.n ?? 0) >= IP_FAILURE_LIMIT;
    if (addressLimited && !ctx.config.captcha) throw fail(429, serverMessages.tooManyAttempts);

    // Only attempts that solved the captcha go on to the password, so only they count towards the lockout:
    // nobody locks an account out by sending wrong passwords without solving captchas.
    if (ctx.config.captcha) await consumeCaptcha(ctx, body.sys_captcha, body.code);
    const refuse = async (userId: string | null, error: EnvelopeError) => {
      await record(userId, false, translate('zh', error.descriptor));
      throw addressLimited ? fail(429, serverMessages.tooManyAttempts) : error;
    };

    // `mobile@account` (docs/guide/sign-in-and-session.md#sub-account-sign-in) signs in the account of that
    // name registered under that mobile.
    const typed = parseSignInAccount(body.account);
    const match =
      typed.kind === 'subAccount'
        ? and(eq(users.account, typed.subAccount), eq(users.mobile, typed.mobile))
        : eq(users.account, typed.account);
    const [user] = await ctx.db.select().from(users).where(match).limit(1);
    if (!user) {
      // Unknown accounts answer like known ones, in message and in time (the same scrypt work), so
      // neither reveals which accounts exist.
      await verifyAccountPassword(body.password, undefined);
      const [failures] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginLogs)
        .where(
          and(
            eq(loginLogs.account, body.account),
            eq(loginLogs.success, false),
            gt(loginLogs.createdAt, now - lockMs),
          ),
        );
      const left = Math.max(1, maxFailedSignIns - 1 - (failures?.n ?? 0));
      return refuse(null, fail(400, serverMessages.loginFailed, { n: left }));
    }
    if (user.lockedUntil && user.lockedUntil > now) {
      const minutes = Math.ceil((user.lockedUntil - now) / 60_000);
      return refuse(user.id, fail(400, serverMessages.accountStillLocked, { minutes }));
    }
    if (user.enabledMark !== 1) return refuse(user.id, fail(400, serverMessages.accountDisabled));
    // Unused for the policy's days (docs/guide/sign-in-and-session.md#password-lifecycle): refused like a
    // disabled account until an administrator re-enables it.
    if (isDormant(user, policy, now)) return refuse(user.id, fail(400, serverMessages.accountDormant));
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      return refuse(
        user.id,
        await countFailedSignIn(ctx, user.id, { maxFailedSignIns, lockMs }, serverMessages.loginFailed),
      );
    }

    // With a second factor the password earns a ticket for the second step, not a token; the lockout
    // count goes on until that step passes, so wrong codes and passwords add up
    // (docs/guide/sign-in-and-session.md#two-step-sign-in).
    if (await enabledSecondFactor(ctx.db, user.id)) {
      const ticket = await issueSignInTicket(ctx, user.id, ip);
      setMessage(serverMessages.secondStepNeeded);
      return { secondFactor: 'totp' as const, ticket, expiresIn: SIGN_IN_TICKET_MS / 1000 };
    }

    const token = await startSession(ctx, req, user);
    await record(user.id, true, translate('zh', serverMessages.loginOk));
    setMessage(serverMessages.loginOk);
    return { token, theme: user.theme };
  });
}
