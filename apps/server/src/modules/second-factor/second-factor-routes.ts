import { contract } from '@pmc/api-client/contract';
import { normalizeOneTimeCode } from '@pmc/validators';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { acceptedStep, newTotpSecret, otpauthUri } from '../../auth/one-time-code.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../../auth/recovery-codes.ts';
import {
  enabledSecondFactor,
  recoveryCodesLeft,
  secondFactorRequired,
  spendSecondFactorCode,
} from '../../auth/second-factor.ts';
import { dropSignInTickets } from '../../auth/sign-in-ticket.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import { recoveryCodes, secondFactors, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { fail } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { verifyPassword } from '../../security/password-hash.ts';
import { getUserRow } from '../user/user-store.ts';

const api = contract.secondFactor;

async function removeSecondFactor(tx: Database, userId: string): Promise<void> {
  await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * 个人信息's 两步验证 (docs/guide/sign-in-and-session.md#second-factor): turn it on with a scanned secret
 * and a first code, get the recovery codes once, turn it off with password and code; and 用户管理's reset.
 */
export function registerSecondFactorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.status, async ({ auth }) => {
    const factor = await enabledSecondFactor(ctx.db, auth.userId);
    return {
      enabled: factor !== undefined,
      enabledAt: factor?.enabledAt ?? null,
      recoveryCodesLeft: factor ? await recoveryCodesLeft(ctx.db, auth.userId) : 0,
      required: await secondFactorRequired(ctx, auth.userId),
    };
  });

  // A pending secret is no second factor yet: it is kept (sealed) only until its first code confirms it.
  registerEndpoint(app, ctx, api.setup, async ({ auth }) => {
    if (!ctx.secretBox) throw fail(400, serverMessages.secondFactorUnavailable);
    if (await enabledSecondFactor(ctx.db, auth.userId)) throw fail(400, serverMessages.secondFactorAlreadyOn);
    const secret = newTotpSecret();
    const values = {
      secret: ctx.secretBox.seal(secret),
      enabledAt: null,
      lastStep: null,
      createdAt: ctx.now(),
    };
    await ctx.db
      .insert(secondFactors)
      .values({ userId: auth.userId, ...values })
      .onConflictDoUpdate({ target: secondFactors.userId, set: values });
    return { secret, uri: otpauthUri(secret, auth.account) };
  });

  registerEndpoint(app, ctx, api.enable, async ({ auth, body, change, setMessage }) => {
    if (!ctx.secretBox) throw fail(400, serverMessages.secondFactorUnavailable);
    const [pending] = await ctx.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, auth.userId))
      .limit(1);
    if (pending?.enabledAt) throw fail(400, serverMessages.secondFactorAlreadyOn);
    if (!pending) throw fail(400, serverMessages.secondFactorNoSetup);
    const secret = ctx.secretBox.open(pending.secret);
    const step = acceptedStep(secret, normalizeOneTimeCode(body.code), ctx.now(), null);
    if (step === undefined) throw fail(400, serverMessages.secondFactorCodeWrong);
    const codes = newRecoveryCodes();
    await change(async (tx, history) => {
      await tx
        .update(secondFactors)
        .set({ enabledAt: ctx.now(), lastStep: step })
        .where(eq(secondFactors.userId, auth.userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.userId));
      await tx
        .insert(recoveryCodes)
        .values(
          codes.map((code) => ({ id: newId(), userId: auth.userId, codeHash: hashRecoveryCode(code) })),
        );
      const [me] = await tx
        .select({ organizeId: users.organizeId })
        .from(users)
        .where(eq(users.id, auth.userId));
      history.event('user', auth.userId, 'enableSecondFactor', [], { organizeId: me?.organizeId ?? null });
    });
    setMessage(serverMessages.secondFactorOn);
    return { recoveryCodes: codes };
  });

  registerEndpoint(app, ctx, api.disable, async ({ auth, body, change, setMessage }) => {
    if (await secondFactorRequired(ctx, auth.userId))
      throw fail(400, serverMessages.secondFactorRequiredByPolicy);
    const [me] = await ctx.db.select().from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!me || !(await verifyPassword(body.password, me.passwordHash)))
      throw fail(400, serverMessages.passwordWrong);
    if (!(await spendSecondFactorCode(ctx, auth.userId, body.code)))
      throw fail(400, serverMessages.secondFactorCodeWrong);
    await change(async (tx, history) => {
      await removeSecondFactor(tx, auth.userId);
      history.event('user', auth.userId, 'disableSecondFactor', [], { organizeId: me.organizeId });
    });
    setMessage(serverMessages.secondFactorOff);
    return null;
  });

  // A lost phone: the administrator removes the factor; the person signs in with the password alone
  // (or, where the policy asks for one, is taken to enrol again right after).
  registerEndpoint(app, ctx, api.reset, async ({ params, change }) => {
    const row = await getUserRow(ctx, params.id);
    await change(async (tx, history) => {
      await removeSecondFactor(tx, row.id);
      history.event('user', row.id, 'resetSecondFactor', [], { organizeId: row.organizeId });
    });
    await dropSignInTickets(ctx, row.id);
    return null;
  });
}
