import type { FormRule } from '@pmc/validators';
import * as z from 'zod';

/**
 * A required text field checked by a `@pmc/validators` rule (docs/guide/validation.md#one-rule-three-places),
 * so the form, the contract and the server apply one rule with one message.
 * @example
 * const account = ruleField(accountRule, 50);
 */
export function ruleField(rule: FormRule, max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => rule.test(value), { message: rule.message.message, params: { id: rule.message.id } });
}

/** The same for an optional field: `''` or `null` clears it (the server stores null). */
export function optionalRuleField(rule: FormRule, max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || rule.test(value), {
      message: rule.message.message,
      params: { id: rule.message.id },
    })
    .nullable()
    .optional();
}
