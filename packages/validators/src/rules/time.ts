import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// Non-negative whole number or a multiple of 0.5: '3', '3.5', '3.0', '3.50'; no sign, no leading zeros.
const HALF_STEPS = /^(?:0|[1-9][0-9]*)(?:\.[05]0*)?$/;
const accept = (text: string): boolean => HALF_STEPS.test(text);

/**
 * True for a time in hours that is an integer or a multiple of 0.5.
 *
 * @example
 * isTime('1.5'); // true
 */
export const isTime: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a time in hours that is an integer or a multiple of 0.5 (skips empty values): '时间只能是整数和0.5的倍数'.
 *
 * @example
 * timeRule.validate(''); // undefined (empty is skipped)
 */
export const timeRule: FormRule = /* @__PURE__ */ formRule('time', isTime);

/**
 * Zod schema for a time in hours that is an integer or a multiple of 0.5, failing with the zh message.
 *
 * @example
 * timeSchema.parse('1.5');
 */
export const timeSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(timeRule);
