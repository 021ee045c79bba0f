import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema/index.ts';

/** Ends every live session of a user at once (disable, password reset, password change). */
export async function revokeSessions(
  db: Database,
  userId: string,
  reason: string,
  now: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedReason: reason, revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedReason)));
}
