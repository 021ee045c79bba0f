import { loginSecondStep } from '@pmc/api-client/contract';
import { isSecondFactorCode } from '@pmc/validators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { spendSecondFactorCode } from '../../auth/second-factor.ts';
import { readSecurityPolicy } from '../../auth/security-policy.ts';
import { spendSignInTicket, ticketHolder } from '../../auth/sign-in-ticket.ts';
import { newId } from '../../db/new-id.ts';
import { loginLogs, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { type EnvelopeError, fail } from '../../http/envelope-error.ts';
import { translate } from '../../http/locale.ts';
import { serverMessages } from '../../messages.ts';
import { countFailedSignIn } from './count-failed-sign-in.ts';
import { startSession } from './start-session.ts';

/**
 * The second step of a sign-in (docs/guide/sign-in-and-session.md#two-step-sign-in): the first step's
 * ticket and a one-time or recovery code answer the token. A wrong code counts towards the same lockout
 * as a wrong password; the ticket stays usable until it expires, the account locks or a code passes.
 */
export function registerSecondStepRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, loginSecondStep, async ({ req, body, setMessage }) => {
    const now = ctx.now();
    const userId = await ticketHolder(ctx, body.ticket);
    const [user] = userId ? await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
    if (!user) throw fail(400, serverMessages.secondStepExpired);
    const record = async (success: boolean, message: string) => {
      await ctx.db.insert(loginLogs).values({
        id: newId(),
        userId: user.id,
        account: user.account,
        ip: req.ip,
        success,
        message,
        createdAt: now,
      });
      ctx.audit?.written('sign-in');
    };
    const refuse = async (error: EnvelopeError): Promise<never> => {
      await record(false, translate('zh', error.descriptor));
      throw error;
    };
    if (user.lockedUntil && user.lockedUntil > now) {
      const minutes = Math.ceil((user.lockedUntil - now) / 60_000);
      return refuse(fail(400, serverMessages.accountStillLocked, { minutes }));
    }
    if (user.enabledMark !== 1) return refuse(fail(400, serverMessages.accountDisabled));
    if (!isSecondFactorCode(body.code) || !(await spendSecondFactorCode(ctx, user.id, body.code))) {
      const policy = await readSecurityPolicy(ctx);
      return refuse(await countFailedSignIn(ctx, user.id, policy, serverMessages.secondFactorWrong));
    }
    // Two tabs racing with one ticket: the code passed for one of them only.
    if (!(await spendSignInTicket(ctx, body.ticket))) throw fail(400, serverMessages.secondStepExpired);
    const token = await startSession(ctx, req, user);
    await record(true, translate('zh', serverMessages.loginOk));
    setMessage(serverMessages.loginOk);
    return { token, theme: user.theme };
  });
}
