import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { isMobile } from './mobile.ts';
import { textTest } from './text.ts';

// Landline: optional area code (0 + 2-3 digits, plain, hyphenated or in brackets), a 7-8 digit local
// number that does not start with 0, an optional extension; or a 400/800 service number.
const LANDLINE =
  /^(?:(?:0[0-9]{2,3}-?|\(0[0-9]{2,3}\))?[1-9][0-9]{6,7}(?:-[0-9]{1,6})?|[48]00-?[0-9]{3}-?[0-9]{4})$/;
const accept = (text: string): boolean => isMobile(text) || LANDLINE.test(text);

/**
 * True for a mainland mobile number or a landline number.
 *
 * @example
 * isPhone('010-12345678'); // true
 */
export const isPhone: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for a mobile or landline number (skips empty values): '请正确输入手机号或座机号'.
 *
 * @example
 * phoneRule.validate('12345'); // validatorsMessages.phone
 */
export const phoneRule: FormRule = /* @__PURE__ */ formRule('phone', isPhone);

/**
 * Zod schema for a mobile or landline number, failing with the zh message.
 *
 * @example
 * phoneSchema.parse('0755-8888888');
 */
export const phoneSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(phoneRule);
