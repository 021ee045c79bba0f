import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../auth/session-auth.ts';
import type { Database } from '../db/database.ts';
import { roles, userRoles } from '../db/schema/index.ts';
import { fail } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';

/**
 * Never more rights than the caller holds: the set to store when a caller changes a set of rights
 * (a user's roles, a role's menus and buttons). Adding something the caller does not hold is refused
 * (403); something it does not hold that is already there stays as it was, whatever the request says,
 * so editing a colleague's mobile never fails because of the colleague's other roles.
 * `held` is 'all' for administrators.
 */
export function limitToHeld(
  requested: readonly string[],
  current: readonly string[],
  held: ReadonlySet<string> | 'all',
): string[] {
  const wanted = [...new Set(requested)];
  if (held === 'all') return wanted;
  const before = new Set(current);
  if (wanted.some((id) => !before.has(id) && !held.has(id))) throw fail(403, serverMessages.forbidden);
  const kept = current.filter((id) => !held.has(id) && !wanted.includes(id));
  return [...wanted, ...kept];
}

/** The enabled roles a caller holds ('all' for an administrator): the roles it may hand on. */
export async function heldRoleIds(db: Database, auth: AuthContext): Promise<Set<string> | 'all'> {
  if (auth.isAdministrator) return 'all';
  const rows = await db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.enabledMark, 1)))
    .where(eq(userRoles.userId, auth.userId));
  return new Set(rows.map((r) => r.id));
}

/** Whether the caller holds a role, enabled or not (nobody but an administrator changes its grants). */
export async function holdsRole(db: Database, auth: AuthContext, roleId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, auth.userId), eq(userRoles.roleId, roleId)))
    .limit(1);
  return row !== undefined;
}

/** Refuses (403) a non-administrator handing on, or taking away, a role it does not hold itself. */
export async function assertHoldsToHandOn(db: Database, auth: AuthContext, roleId: string): Promise<void> {
  const held = await heldRoleIds(db, auth);
  if (held !== 'all' && !held.has(roleId)) throw fail(403, serverMessages.forbidden);
}

/** Refuses (403) a non-administrator changing the grants or state of a role it holds itself. */
export async function assertNotOwnRole(db: Database, auth: AuthContext, roleId: string): Promise<void> {
  if (!auth.isAdministrator && (await holdsRole(db, auth, roleId))) throw fail(403, serverMessages.forbidden);
}
