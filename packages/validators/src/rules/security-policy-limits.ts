/** The security policy's fields that the server enforces. */
export type SecurityPolicyField =
  | 'maxFailedSignIns'
  | 'lockMinutes'
  | 'sessionIdleMinutes'
  | 'sessionAbsoluteHours'
  // The password lifecycle: expiry, reuse and dormancy (0 turns each off).
  | 'passwordExpiryDays'
  | 'passwordHistoryCount'
  | 'dormantDays';

/** An inclusive range of whole numbers. */
export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

/**
 * What 安全策略 (docs/guide/pages.md#security-policy) accepts for each field: whole numbers in these ranges.
 * The page, the contract and the server read the same table.
 *
 * @example
 * securityPolicyLimits.lockMinutes; // { min: 5, max: 1440 }
 */
export const securityPolicyLimits: Readonly<Record<SecurityPolicyField, WholeRange>> = {
  maxFailedSignIns: { min: 3, max: 10 },
  lockMinutes: { min: 5, max: 1440 },
  sessionIdleMinutes: { min: 5, max: 720 },
  sessionAbsoluteHours: { min: 1, max: 72 },
  // The password lifecycle.
  passwordExpiryDays: { min: 0, max: 365 },
  passwordHistoryCount: { min: 0, max: 24 },
  dormantDays: { min: 0, max: 3650 },
};

/**
 * True when a whole number lies in the field's range.
 *
 * @example
 * isWithinPolicyLimit('maxFailedSignIns', 11); // false
 */
export function isWithinPolicyLimit(field: SecurityPolicyField, value: number): boolean {
  const { min, max } = securityPolicyLimits[field];
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * True when a session can go idle before its absolute limit ends it (idle minutes below the hours).
 *
 * @example
 * isIdleWithinAbsolute(30, 12); // true
 * isIdleWithinAbsolute(120, 1); // false
 */
export function isIdleWithinAbsolute(idleMinutes: number, absoluteHours: number): boolean {
  return idleMinutes < absoluteHours * 60;
}
