import { type EffectivePolicy, SECURITY_POLICY_ID } from './security-policy.ts';

const DAY_MS = 86_400_000;

/** How many days before its expiry a password's days left are shown at sign-in. */
export const PASSWORD_NOTICE_DAYS = 7;

/** Where a password stands against the policy's expiry. */
export interface PasswordStanding {
  /** Past the expiry: nothing but the change (and sign-out) is answered. */
  expired: boolean;
  /** Whole days left, within the notice window; null outside it or without expiry. */
  daysLeft: number | null;
}

/**
 * Judges a password set at `setAt` (docs/guide/sign-in-and-session.md#password-lifecycle): expired once
 * the policy's days have passed, days left shown in the last {@link PASSWORD_NOTICE_DAYS}.
 */
export function passwordStanding(
  setAt: number,
  policy: Pick<EffectivePolicy, 'passwordExpiryDays'>,
  now: number,
): PasswordStanding {
  if (policy.passwordExpiryDays <= 0) return { expired: false, daysLeft: null };
  const left = setAt + policy.passwordExpiryDays * DAY_MS - now;
  if (left <= 0) return { expired: true, daysLeft: 0 };
  const days = Math.ceil(left / DAY_MS);
  return { expired: false, daysLeft: days <= PASSWORD_NOTICE_DAYS ? days : null };
}

/** What dormancy is counted from: the account's last sign-in (or creation), or its re-enabling if later. */
export interface ActivityTimes {
  lastLoginTime: number | null;
  creatorTime: number;
  reactivatedAt: number | null;
}

/** From when an account is dormant under the policy (ms epoch), or null when the policy has no dormancy. */
export function dormantFrom(
  times: ActivityTimes,
  policy: Pick<EffectivePolicy, 'dormantDays'>,
): number | null {
  if (policy.dormantDays <= 0) return null;
  const active = Math.max(times.lastLoginTime ?? times.creatorTime, times.reactivatedAt ?? 0);
  return active + policy.dormantDays * DAY_MS;
}

/** Whether an account is dormant now (docs/guide/pages.md#users: 休眠). */
export function isDormant(
  times: ActivityTimes,
  policy: Pick<EffectivePolicy, 'dormantDays'>,
  now: number,
): boolean {
  const from = dormantFrom(times, policy);
  return from !== null && from <= now;
}

/**
 * The user list's `dormantFrom` as a scalar sub-select over the users row `u` (an alias or table name):
 * the same rule as {@link dormantFrom}, with the policy's days read from its row. float8, so node-postgres
 * reads a number (a bigint arrives as a string).
 */
export function dormantFromSql(u: string): string {
  return `(select case when sp.dormant_days > 0 then greatest(coalesce(${u}.last_login_time, ${u}.creator_time), coalesce(${u}.reactivated_at, 0)) + sp.dormant_days::bigint * ${DAY_MS} end::float8 from security_policy sp where sp.id = '${SECURITY_POLICY_ID}')`;
}
