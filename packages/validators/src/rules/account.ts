import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
const accept = (text: string): boolean => LETTERS_DIGITS.test(text);

/**
 * True for an account of ASCII letters and digits only.
 *
 * @example
 * isAccount('admin01'); // true
 */
export const isAccount: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for an account of ASCII letters and digits only (skips empty values): '只能输入数字英文'.
 *
 * @example
 * accountRule.validate(''); // undefined (empty is skipped)
 */
export const accountRule: FormRule = /* @__PURE__ */ formRule('account', isAccount);

/**
 * Zod schema for an account of ASCII letters and digits only, failing with the zh message.
 *
 * @example
 * accountSchema.parse('admin01');
 */
export const accountSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(accountRule);
