import { contract, type SecurityPolicy, secondFactorRequirementSchema } from '@pmc/api-client/contract';
import { isIdleWithinAbsolute } from '@pmc/validators';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { forgetSecurityPolicy, SECURITY_POLICY_ID } from '../../auth/security-policy.ts';
import type { Database } from '../../db/database.ts';
import { changeCounters, securityPolicies } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../endpoint/register-endpoint.ts';
import { failField, failFields } from '../../http/envelope-error.ts';
import { serverMessages } from '../../messages.ts';
import { accountsWithSeveralDuties } from '../../permissions/held-duties.ts';
import { found } from '../../records/guards.ts';

const api = contract.securityPolicy;

async function raiseUserListCounter(tx: Database): Promise<void> {
  await tx
    .update(changeCounters)
    .set({ n: sql`${changeCounters.n} + 1` })
    .where(eq(changeCounters.name, 'user_list'));
}

type PolicyValues = Omit<SecurityPolicy, 'lastModifyTime' | 'dutyConflicts'>;

/**
 * 三员分立 cannot be turned on while an account holds rights of two duties: the refusal names them, and
 * the page lists them (the policy's `dutyConflicts`) so the officer can change their roles first.
 */
async function assertNoDutyConflicts(db: Database): Promise<void> {
  const conflicts = await accountsWithSeveralDuties(db);
  if (conflicts.length === 0) return;
  const accounts = conflicts.map((c) => c.account);
  throw failFields([
    {
      path: 'separationOfDuties',
      descriptor: {
        ...serverMessages.dutiesNotApart,
        values: {
          n: conflicts.length,
          accounts: accounts.length > 5 ? `${accounts.slice(0, 5).join(', ')}…` : accounts.join(', '),
        },
      },
    },
  ]);
}

async function readPolicy(ctx: AppContext) {
  const [row] = await ctx.db
    .select()
    .from(securityPolicies)
    .where(eq(securityPolicies.id, SECURITY_POLICY_ID));
  const policy = found(row);
  // Second factor.
  const secondFactorRequired = secondFactorRequirementSchema
    .catch('everyone')
    .parse(policy.secondFactorRequired);
  return { ...policy, secondFactorRequired };
}

/** The values of the fields sent that differ from the stored ones. */
function changedValues(stored: PolicyValues, sent: Partial<PolicyValues>): Partial<PolicyValues> {
  const changes: Partial<PolicyValues> = {};
  for (const [field, value] of Object.entries(sent) as [keyof PolicyValues, unknown][]) {
    // Lists (the second factor's roles) compare by content, in any order.
    const same = Array.isArray(value)
      ? JSON.stringify([...value].sort()) === JSON.stringify([...(stored[field] as string[])].sort())
      : value === stored[field];
    if (value !== undefined && !same) Object.assign(changes, { [field]: value });
  }
  return changes as Partial<PolicyValues>;
}

/**
 * 安全策略 (docs/guide/pages.md#security-policy): read and change the lockout and session limits and the
 * password lifecycle, the watermark switch and 三员分立 (docs/guide/permissions.md#separated-duties).
 */
export function registerSecurityPolicyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, api.info, async () => {
    const row = await readPolicy(ctx);
    return {
      maxFailedSignIns: row.maxFailedSignIns,
      lockMinutes: row.lockMinutes,
      sessionIdleMinutes: row.sessionIdleMinutes,
      sessionAbsoluteHours: row.sessionAbsoluteHours,
      watermark: row.watermark,
      separationOfDuties: row.separationOfDuties,
      dutyConflicts: (await accountsWithSeveralDuties(ctx.db)).map(({ account, realName, duties }) => ({
        account,
        realName,
        duties,
      })),
      passwordExpiryDays: row.passwordExpiryDays,
      passwordHistoryCount: row.passwordHistoryCount,
      dormantDays: row.dormantDays,
      // Second factor.
      secondFactorRequired: row.secondFactorRequired,
      secondFactorRoleIds: row.secondFactorRoleIds,
      lastModifyTime: row.lastModifyTime,
    };
  });

  registerEndpoint(app, ctx, api.update, async ({ auth, body, change }) => {
    const stored = await readPolicy(ctx);
    const changes = changedValues(stored, body);
    if (Object.keys(changes).length === 0) return null;
    // A field left out keeps its stored value, so the pair is judged as it will stand after the save.
    const idle = changes.sessionIdleMinutes ?? stored.sessionIdleMinutes;
    const absolute = changes.sessionAbsoluteHours ?? stored.sessionAbsoluteHours;
    if (!isIdleWithinAbsolute(idle, absolute)) {
      const field = changes.sessionIdleMinutes === undefined ? 'sessionAbsoluteHours' : 'sessionIdleMinutes';
      throw failField(field, serverMessages.idleNotBelowAbsolute);
    }
    await change(async (tx, history) => {
      if (changes.separationOfDuties === true) await assertNoDutyConflicts(tx);
      await tx
        .update(securityPolicies)
        .set({ ...changes, lastModifyTime: ctx.now(), lastModifyUserId: auth.userId })
        .where(eq(securityPolicies.id, SECURITY_POLICY_ID));
      history.updated('securityPolicy', SECURITY_POLICY_ID, stored, changes);
      // The user list shows when each account turns dormant: kept pages must be built again.
      if (changes.dormantDays !== undefined) await raiseUserListCounter(tx);
    });
    // This instance follows at once; the others within the policy's time-to-live.
    forgetSecurityPolicy(ctx);
    return null;
  });
}
