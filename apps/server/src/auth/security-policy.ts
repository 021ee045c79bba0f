import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { ServerConfig } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import { securityPolicies } from '../db/schema/index.ts';

/** The id of the policy's one row. */
export const SECURITY_POLICY_ID = 'default';

/**
 * How long an instance goes on using the policy it read: a change saved on another instance holds here
 * after at most this long, and the session check (every request) reads the database only this often.
 */
export const POLICY_TTL_MS = 3_000;

/** The policy as the checks use it, in milliseconds. */
export interface EffectivePolicy {
  maxFailedSignIns: number;
  lockMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Every signed-in page shows the person's name, account and date tiled across it. */
  watermark: boolean;
  /** 三员分立: grants keep the duties apart, and the break-glass administrator's reads are logged too. */
  separationOfDuties: boolean;
  // The password lifecycle (password-lifecycle.ts); 0 turns each off.
  passwordExpiryDays: number;
  passwordHistoryCount: number;
  dormantDays: number;
  // Second factor.
  secondFactorRequired: 'none' | 'roles' | 'everyone';
  secondFactorRoleIds: readonly string[];
}

/** Built in before the policy could be changed; they stay the first start's values. */
export const DEFAULT_MAX_FAILED_SIGN_INS = 5;
export const DEFAULT_LOCK_MINUTES = 15;
/** The password lifecycle's first values: no expiry, the last five refused, no dormancy. */
export const DEFAULT_PASSWORD_LIFECYCLE = {
  passwordExpiryDays: 0,
  passwordHistoryCount: 5,
  dormantDays: 0,
} as const;

interface Held {
  policy: EffectivePolicy;
  readAt: number;
  pending?: Promise<EffectivePolicy> | undefined;
}

const held = new WeakMap<AppContext, Held>();

/**
 * Writes the policy's row at the first start, from SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS and
 * the built-in lockout; a database that has it keeps it (the variables then no longer apply).
 */
export async function ensureSecurityPolicy(db: Database, config: ServerConfig): Promise<void> {
  await db
    .insert(securityPolicies)
    .values({
      id: SECURITY_POLICY_ID,
      maxFailedSignIns: DEFAULT_MAX_FAILED_SIGN_INS,
      lockMinutes: DEFAULT_LOCK_MINUTES,
      sessionIdleMinutes: config.sessionIdleMs / 60_000,
      sessionAbsoluteHours: config.sessionAbsoluteMs / 3_600_000,
    })
    .onConflictDoNothing();
}

function fromConfig(config: ServerConfig): EffectivePolicy {
  return {
    maxFailedSignIns: DEFAULT_MAX_FAILED_SIGN_INS,
    lockMs: DEFAULT_LOCK_MINUTES * 60_000,
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    watermark: false,
    separationOfDuties: false,
    ...DEFAULT_PASSWORD_LIFECYCLE,
    // Second factor.
    secondFactorRequired: 'none',
    secondFactorRoleIds: [],
  };
}

// Second factor: a value written by a newer release reads as the strictest known one.
function secondFactorRequirementOf(value: string): EffectivePolicy['secondFactorRequired'] {
  return value === 'none' || value === 'roles' ? value : 'everyone';
}

async function readRow(ctx: AppContext): Promise<EffectivePolicy> {
  const [row] = await ctx.db
    .select()
    .from(securityPolicies)
    .where(eq(securityPolicies.id, SECURITY_POLICY_ID))
    .limit(1);
  if (!row) return fromConfig(ctx.config);
  return {
    maxFailedSignIns: row.maxFailedSignIns,
    lockMs: row.lockMinutes * 60_000,
    sessionIdleMs: row.sessionIdleMinutes * 60_000,
    sessionAbsoluteMs: row.sessionAbsoluteHours * 3_600_000,
    watermark: row.watermark,
    separationOfDuties: row.separationOfDuties,
    passwordExpiryDays: row.passwordExpiryDays,
    passwordHistoryCount: row.passwordHistoryCount,
    dormantDays: row.dormantDays,
    // Second factor.
    secondFactorRequired: secondFactorRequirementOf(row.secondFactorRequired),
    secondFactorRoleIds: row.secondFactorRoleIds,
  };
}

/**
 * The policy in force: the database's row, read again once the copy held is older than
 * {@link POLICY_TTL_MS}. Concurrent requests share one read.
 */
export async function readSecurityPolicy(ctx: AppContext): Promise<EffectivePolicy> {
  const now = ctx.now();
  const current = held.get(ctx);
  if (current && now - current.readAt < POLICY_TTL_MS) return current.policy;
  if (current?.pending) return current.pending;
  const pending = readRow(ctx).then(
    (policy) => {
      held.set(ctx, { policy, readAt: now });
      return policy;
    },
    (error: unknown) => {
      if (current) current.pending = undefined;
      throw error;
    },
  );
  if (current) current.pending = pending;
  else held.set(ctx, { policy: fromConfig(ctx.config), readAt: Number.NEGATIVE_INFINITY, pending });
  return pending;
}

/** The policy this instance read last, without waiting (metrics); the configuration's before any read. */
export function heldSecurityPolicy(ctx: AppContext): EffectivePolicy {
  return held.get(ctx)?.policy ?? fromConfig(ctx.config);
}

/** Forgets the copy held, so this instance's next request reads the change it just saved. */
export function forgetSecurityPolicy(ctx: AppContext): void {
  held.delete(ctx);
}
