import {
  isIdleWithinAbsolute,
  isWithinPolicyLimit,
  type SecurityPolicyField,
  securityPolicyLimits,
} from '@pmc/validators';
import * as z from 'zod';
import { defineEndpoint } from './define-endpoint.ts';

// The reason and range travel in the params, so the server's 400 can say the range in words.
const limited = (field: SecurityPolicyField) =>
  z.number().refine((value) => isWithinPolicyLimit(field, value), {
    params: { reason: 'outOfRange', ...securityPolicyLimits[field] },
  });

/** Who the security policy asks for a second factor. */
export const secondFactorRequirementSchema = z.enum(['none', 'roles', 'everyone']);
export type SecondFactorRequirement = z.infer<typeof secondFactorRequirementSchema>;

/** The three administrative duties of 三员分立 (separation of duties). */
export const dutySchema = z.enum(['system', 'security', 'audit']);
export type Duty = z.infer<typeof dutySchema>;

/** An account holding rights of several duties: what keeps 三员分立 from being turned on. */
export const dutyConflictSchema = z.object({
  account: z.string(),
  realName: z.string(),
  duties: z.array(dutySchema),
});
export type DutyConflict = z.infer<typeof dutyConflictSchema>;

/**
 * The security policy as stored: one row for the whole system. The first start takes its values from
 * SESSION_IDLE_MINUTES and SESSION_ABSOLUTE_HOURS (and the built-in lockout), which may lie outside the
 * ranges a save accepts, so the answer is not range-checked.
 */
export const securityPolicySchema = z.object({
  /** Failed sign-ins in a row that lock the account. */
  maxFailedSignIns: z.number(),
  /** How long a locked account stays locked. */
  lockMinutes: z.number(),
  /** A session unused this long ends. */
  sessionIdleMinutes: z.number(),
  /** A session this old ends, used or not. */
  sessionAbsoluteHours: z.number(),
  /** Tile the signed-in person's name, account and date over every page (docs/guide/chrome.md#watermark). */
  watermark: z.boolean(),
  /** 三员分立: no grant may give one account rights of two duties (docs/guide/permissions.md). */
  separationOfDuties: z.boolean(),
  /** Accounts holding several duties now (administrators, the break-glass accounts, left out). */
  dutyConflicts: z.array(dutyConflictSchema),
  // The password lifecycle (docs/guide/sign-in-and-session.md#password-lifecycle); 0 turns each off.
  /** A password this many days old must be changed before anything else. */
  passwordExpiryDays: z.number(),
  /** How many of the person's last passwords (the current one included) a change may not reuse. */
  passwordHistoryCount: z.number(),
  /** An account not signed in for this many days is dormant: refused until an administrator re-enables it. */
  dormantDays: z.number(),
  // Second factor.
  /** Who must have a second factor: nobody, the holders of `secondFactorRoleIds`, or everyone. */
  secondFactorRequired: secondFactorRequirementSchema,
  /** The roles whose holders must have one (used when `secondFactorRequired` is `roles`). */
  secondFactorRoleIds: z.array(z.string()),
  /** When it was last saved (null: never, it still holds the first start's values). */
  lastModifyTime: z.number().nullable(),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

/**
 * A save: only the fields the user changed, each in its range; the idle limit must stay below the absolute
 * one (checked against the stored value of a field left out).
 */
export const securityPolicyUpdateSchema = z
  .object({
    maxFailedSignIns: limited('maxFailedSignIns').optional(),
    lockMinutes: limited('lockMinutes').optional(),
    sessionIdleMinutes: limited('sessionIdleMinutes').optional(),
    sessionAbsoluteHours: limited('sessionAbsoluteHours').optional(),
    watermark: z.boolean().optional(),
    separationOfDuties: z.boolean().optional(),
    // The password lifecycle.
    passwordExpiryDays: limited('passwordExpiryDays').optional(),
    passwordHistoryCount: limited('passwordHistoryCount').optional(),
    dormantDays: limited('dormantDays').optional(),
    // Second factor.
    secondFactorRequired: secondFactorRequirementSchema.optional(),
    secondFactorRoleIds: z.array(z.string().min(1).max(64)).max(200).optional(),
  })
  .refine(
    (body) =>
      body.sessionIdleMinutes === undefined ||
      body.sessionAbsoluteHours === undefined ||
      isIdleWithinAbsolute(body.sessionIdleMinutes, body.sessionAbsoluteHours),
    { path: ['sessionIdleMinutes'], params: { reason: 'idleNotBelowAbsolute' } },
  );
export type SecurityPolicyUpdate = z.input<typeof securityPolicyUpdateSchema>;

const menu = 'system.securityPolicy';

export const securityPolicyEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/api/system/SecurityPolicy',
    auth: { menu },
    data: securityPolicySchema,
    summary:
      'The security policy (lockout, session limits, password lifecycle, the watermark and separation-of-duties switches)',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/SecurityPolicy',
    auth: { menu, button: 'btn_edit' },
    body: securityPolicyUpdateSchema,
    data: z.null(),
    summary: 'Change the fields sent; the others keep their values. Every instance follows within seconds',
  }),
};
