import { eq, inArray } from 'drizzle-orm';
import { SECURITY_POLICY_ID } from '../auth/security-policy.ts';
import type { Database } from '../db/database.ts';
import { roles, securityPolicies, userRoles } from '../db/schema/index.ts';
import { fail } from '../http/envelope-error.ts';
import { serverMessages } from '../messages.ts';
import { type Duty, duties } from './duties.ts';
import { accountsWithSeveralDuties, roleDuties } from './held-duties.ts';

/** A duty's name in the caller's language. */
export const dutyName = (duty: Duty) => serverMessages[`duty_${duty}`];

/** Whether 安全策略's 三员分立 switch is on, read in the caller's transaction (never a cached copy). */
export async function separationOn(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ on: securityPolicies.separationOfDuties })
    .from(securityPolicies)
    .where(eq(securityPolicies.id, SECURITY_POLICY_ID));
  return row?.on ?? false;
}

function firstTwo(held: Iterable<Duty>): [Duty, Duty] {
  const [first, second] = duties.filter((d) => [...held].includes(d));
  return [first as Duty, second as Duty];
}

/**
 * With 三员分立 on, refuses (400, naming the role or account and the two duties) a change that leaves a
 * role, or an account, holding rights of two duties. Run inside the change's transaction, after its
 * writes, so the refusal rolls the change back and every path (grants, members, a user's roles, a role
 * switched on, delegation) is judged on what would stand.
 */
export async function assertDutiesApart(
  db: Database,
  touched: { roleIds?: readonly string[]; userIds?: readonly string[] },
): Promise<void> {
  if (!(await separationOn(db))) return;
  const roleIds = [...new Set(touched.roleIds ?? [])];
  for (const [roleId, held] of await roleDuties(db, roleIds)) {
    if (held.size < 2) continue;
    const [role] = await db.select({ fullName: roles.fullName }).from(roles).where(eq(roles.id, roleId));
    const [first, second] = firstTwo(held);
    throw fail(400, serverMessages.dutiesCombinedRole, {
      role: role?.fullName ?? roleId,
      first: dutyName(first),
      second: dutyName(second),
    });
  }
  const members = roleIds.length
    ? await db.select({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, roleIds))
    : [];
  const userIds = [...new Set([...(touched.userIds ?? []), ...members.map((m) => m.userId)])];
  if (userIds.length === 0) return;
  const [combined] = await accountsWithSeveralDuties(db, userIds);
  if (!combined) return;
  const [first, second] = firstTwo(combined.duties);
  throw fail(400, serverMessages.dutiesCombinedAccount, {
    account: combined.account,
    first: dutyName(first),
    second: dutyName(second),
  });
}
