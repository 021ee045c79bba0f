import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { EffectivePolicy } from '../../auth/security-policy.ts';
import { dropSignInTickets } from '../../auth/sign-in-ticket.ts';
import { users } from '../../db/schema/index.ts';
import { type EnvelopeError, fail } from '../../http/envelope-error.ts';
import type { MessageDescriptor } from '../../http/locale.ts';
import { serverMessages } from '../../messages.ts';

/**
 * Counts one wrong password or code towards the account's lockout (docs/guide/sign-in-and-session.md#lockout)
 * and answers the refusal: `wrong` with the tries left, or the lockout once they are spent (which also
 * ends the account's sign-in tickets).
 */
export async function countFailedSignIn(
  ctx: AppContext,
  userId: string,
  { maxFailedSignIns, lockMs }: Pick<EffectivePolicy, 'maxFailedSignIns' | 'lockMs'>,
  wrong: MessageDescriptor,
): Promise<EnvelopeError> {
  const [counted] = await ctx.db
    .update(users)
    .set({ failedCount: sql`${users.failedCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedCount: users.failedCount });
  const failedCount = counted?.failedCount ?? maxFailedSignIns;
  if (failedCount < maxFailedSignIns) return fail(400, wrong, { n: maxFailedSignIns - failedCount });
  await ctx.db
    .update(users)
    .set({ failedCount: 0, lockedUntil: ctx.now() + lockMs })
    .where(eq(users.id, userId));
  await dropSignInTickets(ctx, userId);
  return fail(400, serverMessages.accountLocked, { minutes: lockMs / 60_000 });
}
