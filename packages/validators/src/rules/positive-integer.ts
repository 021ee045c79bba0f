import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;
const accept = (text: string): boolean => POSITIVE_INTEGER.test(text);

/**
 * True for a positive integer written without sign or leading zeros.
 *
 * @example
 * isPositiveInteger('42'); // true
 */
export const isPositiveInteger: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a positive integer written without sign or leading zeros (skips empty values): '请输入正整数'.
 *
 * @example
 * positiveIntegerRule.validate(''); // undefined (empty is skipped)
 */
export const positiveIntegerRule: FormRule = /* @__PURE__ */ formRule('positiveInteger', isPositiveInteger);

/**
 * Zod schema for a positive integer written without sign or leading zeros, failing with the zh message.
 *
 * @example
 * positiveIntegerSchema.parse('42');
 */
export const positiveIntegerSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(positiveIntegerRule);
