import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// General form rule (docs/guide/validation.md#password): 6-16 letters and digits, with at least one of each.
const PASSWORD = /^(?=.*[0-9])(?=.*[A-Za-z])[A-Za-z0-9]{6,16}$/;
const accept = (text: string): boolean => PASSWORD.test(text);

/**
 * True for the general password rule: 6-16 letters and digits with both kinds.
 *
 * @example
 * isPassword('abc123'); // true
 */
export const isPassword: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for the general password rule: 6-16 letters and digits with both kinds (skips empty values): '6-16位字符的密码（数字和字母组成）'.
 *
 * @example
 * passwordRule.validate(''); // undefined (empty is skipped)
 */
export const passwordRule: FormRule = /* @__PURE__ */ formRule('password', isPassword);

/**
 * Zod schema for the general password rule: 6-16 letters and digits with both kinds, failing with the zh message.
 *
 * @example
 * passwordSchema.parse('abc123');
 */
export const passwordSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(passwordRule);
