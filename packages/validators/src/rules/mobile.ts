import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// 11 digits: 1, then 3-9 for the carrier block, then 9 digits.
const MOBILE = /^1[3-9]\d{9}$/;
const accept = (text: string): boolean => MOBILE.test(text);

/**
 * True for a mainland mobile number.
 *
 * @example
 * isMobile('13800138000'); // true
 */
export const isMobile: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a mainland mobile number (skips empty values): '请正确输入您的手机号'.
 *
 * @example
 * mobileRule.validate(''); // undefined (empty is skipped)
 */
export const mobileRule: FormRule = /* @__PURE__ */ formRule('mobile', isMobile);

/**
 * Zod schema for a mainland mobile number, failing with the zh message.
 *
 * @example
 * mobileSchema.parse('13800138000');
 */
export const mobileSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(mobileRule);
