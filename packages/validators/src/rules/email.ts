import type { z } from 'zod';
import { type FormRule, formRule, ruleSchema } from './define-rule.ts';
import { textTest } from './text.ts';

// Dot-atom local part, dotted domain labels of at most 63 characters, alphabetic TLD; 254 in all (RFC 5321).
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,63}$/;
const accept = (text: string): boolean => {
  if (text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at < 1 || at > 64) return false;
  const labels = text.slice(at + 1).split('.');
  const tld = labels.at(-1) ?? '';
  return (
    LOCAL.test(text.slice(0, at)) && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(tld)
  );
};

/**
 * True for an e-mail address.
 *
 * @example
 * isEmail('zhang.san@example.com'); // true
 */
export const isEmail: (value: unknown) => boolean = /* @__PURE__ */ textTest(accept);

/**
 * Form rule for an e-mail address (skips empty values): '请正确输入您的邮箱地址'.
 *
 * @example
 * emailRule.validate(''); // undefined (empty is skipped)
 */
export const emailRule: FormRule = /* @__PURE__ */ formRule('email', isEmail);

/**
 * Zod schema for an e-mail address, failing with the zh message.
 *
 * @example
 * emailSchema.parse('zhang.san@example.com');
 */
export const emailSchema: z.ZodType<string> = /* @__PURE__ */ ruleSchema(emailRule);
