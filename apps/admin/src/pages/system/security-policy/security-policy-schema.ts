import type { TranslateFn } from '@pmc/i18n/react';
import {
  isIdleWithinAbsolute,
  isWithinPolicyLimit,
  type SecurityPolicyField,
  securityPolicyLimits,
} from '@pmc/validators';
import { z } from 'zod';
import { securityPolicyMessages as m } from './messages.ts';

/** The form's fields in the order the page shows them. */
export const policyFields = [
  'maxFailedSignIns',
  'lockMinutes',
  'sessionIdleMinutes',
  'sessionAbsoluteHours',
  // The password lifecycle.
  'passwordExpiryDays',
  'passwordHistoryCount',
  'dormantDays',
] as const satisfies readonly SecurityPolicyField[];

/** What the inputs hold: the text typed, and the watermark switch. */
export type PolicyFormValues = Record<SecurityPolicyField, string> & { watermark: boolean };

/**
 * The form's rules: the ranges of `@pmc/validators` the server checks too, and the idle limit below the
 * absolute one, with messages in the user's language.
 */
export function securityPolicySchema(t: TranslateFn) {
  const limited = (field: SecurityPolicyField) =>
    z.string().refine((text) => /^\d+$/.test(text.trim()) && isWithinPolicyLimit(field, Number(text)), {
      error: t(m.outOfRange, { ...securityPolicyLimits[field] }),
    });
  return z
    .object({
      maxFailedSignIns: limited('maxFailedSignIns'),
      lockMinutes: limited('lockMinutes'),
      sessionIdleMinutes: limited('sessionIdleMinutes'),
      sessionAbsoluteHours: limited('sessionAbsoluteHours'),
      watermark: z.boolean(),
      // The password lifecycle.
      passwordExpiryDays: limited('passwordExpiryDays'),
      passwordHistoryCount: limited('passwordHistoryCount'),
      dormantDays: limited('dormantDays'),
    })
    .refine(
      (values) =>
        isIdleWithinAbsolute(Number(values.sessionIdleMinutes), Number(values.sessionAbsoluteHours)),
      {
        path: ['sessionIdleMinutes'],
        error: t(m.idleNotBelowAbsolute),
      },
    );
}
