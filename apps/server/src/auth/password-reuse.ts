import { securityPolicyLimits } from '@pmc/validators';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { newId } from '../db/new-id.ts';
import { passwordHistory } from '../db/schema/index.ts';
import { failFields } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';
import { verifyPassword } from '../security/password-hash.ts';

// The most earlier passwords any policy can ask about: the current one is the last of the count.
const KEPT = securityPolicyLimits.passwordHistoryCount.max - 1;

/**
 * Refuses (400 naming `password`) a new password that is one of the person's last `count` passwords, the
 * current one included (docs/guide/sign-in-and-session.md#password-lifecycle). `count` 0 checks nothing.
 */
export async function assertNotReused(
  db: Database,
  user: { id: string; passwordHash: string },
  password: string,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  const earlier =
    count > 1
      ? await db
          .select({ hash: passwordHistory.passwordHash })
          .from(passwordHistory)
          .where(eq(passwordHistory.userId, user.id))
          .orderBy(desc(passwordHistory.replacedAt), desc(passwordHistory.id))
          .limit(count - 1)
      : [];
  for (const hash of [user.passwordHash, ...earlier.map((row) => row.hash)]) {
    if (await verifyPassword(password, hash)) {
      throw failFields([
        { path: 'password', descriptor: { ...serverMessages.passwordReused, values: { n: count } } },
      ]);
    }
  }
}

/** Keeps the hash a change replaced, and forgets those older than any policy can ask about. */
export async function rememberReplacedPassword(
  tx: Database,
  userId: string,
  replacedHash: string,
  now: number,
): Promise<void> {
  await tx
    .insert(passwordHistory)
    .values({ id: newId(), userId, passwordHash: replacedHash, replacedAt: now });
  const kept = tx
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.replacedAt), desc(passwordHistory.id))
    .limit(KEPT);
  await tx
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, kept)));
}
