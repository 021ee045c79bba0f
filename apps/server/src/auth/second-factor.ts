import { isOneTimeCode, isRecoveryCode, normalizeOneTimeCode } from '@pmc/validators';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Database } from '../db/database.ts';
import { recoveryCodes, secondFactors, userRoles } from '../db/schema/index.ts';
import { acceptedStep } from './one-time-code.ts';
import { hashRecoveryCode } from './recovery-codes.ts';
import { readSecurityPolicy } from './security-policy.ts';

/** The person's second factor once turned on (a pending enrolment is not one). */
export async function enabledSecondFactor(db: Database, userId: string) {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1);
  return row?.enabledAt ? row : undefined;
}

/** True when the security policy asks this person for a second factor. */
export async function secondFactorRequired(ctx: AppContext, userId: string): Promise<boolean> {
  const { secondFactorRequired: who, secondFactorRoleIds } = await readSecurityPolicy(ctx);
  if (who === 'everyone') return true;
  if (who === 'none' || secondFactorRoleIds.length === 0) return false;
  const [held] = await ctx.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, [...secondFactorRoleIds])))
    .limit(1);
  return held !== undefined;
}

/**
 * True when `code` is a current one-time code of the person's secret or one of their unspent recovery
 * codes; either is spent by the check (the step is remembered, the recovery code marked used) in one
 * conditional update, so two requests racing with one code cannot both pass.
 */
export async function spendSecondFactorCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const factor = await enabledSecondFactor(ctx.db, userId);
  if (!factor || !ctx.secretBox) return false;
  const typed = normalizeOneTimeCode(code);
  if (isOneTimeCode(typed)) {
    const step = acceptedStep(ctx.secretBox.open(factor.secret), typed, ctx.now(), factor.lastStep);
    if (step === undefined) return false;
    const spent = await ctx.db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return spent.length === 1;
  }
  if (!isRecoveryCode(code)) return false;
  const spent = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** How many recovery codes the person has not spent. */
export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
