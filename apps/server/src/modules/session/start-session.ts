import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { newId } from '../../db/new-id.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken, newSessionToken } from '../../security/session-token.ts';

/**
 * Ends a sign-in that passed every step: the lockout count starts over, the previous sign-in is kept
 * for the notice, and a new session is stored (its token's hash only). Answers the token.
 */
export async function startSession(
  ctx: AppContext,
  req: FastifyRequest,
  user: Pick<typeof users.$inferSelect, 'id' | 'lastLoginTime' | 'lastLoginIp'>,
): Promise<string> {
  const now = ctx.now();
  const token = newSessionToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        failedCount: 0,
        lockedUntil: null,
        prevLoginTime: user.lastLoginTime,
        prevLoginIp: user.lastLoginIp,
        lastLoginTime: now,
        lastLoginIp: req.ip,
      })
      .where(eq(users.id, user.id));
    await tx.insert(sessions).values({
      id: newId(),
      tokenHash: hashToken(token),
      userId: user.id,
      ip: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
    });
  });
  return token;
}
