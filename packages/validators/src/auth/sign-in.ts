import * as z from 'zod';
import { renderZh } from '../format-message.ts';
import type { Translate } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';
import { isMobile } from '../rules/mobile.ts';
import { schemaMessage } from '../schema-message.ts';

// Required checks are refinements (not .min(1)) so their issues carry the message id in `params` too.
const filled = (value: string): boolean => value !== '';

/**
 * Builds the sign-in schema (docs/guide/validation.md#sign-in-fields): account and captcha code trimmed and
 * required, password required, `sys_captcha` the captcha key. The password is the typed text; the app hashes
 * it for the wire.
 *
 * @example
 * const schema = createSignInSchema(t);
 */
export function createSignInSchema(translate: Translate = renderZh) {
  return z.object({
    account: z.string().trim().refine(filled, schemaMessage(translate, m.accountRequired)),
    password: z.string().refine(filled, schemaMessage(translate, m.passwordRequired)),
    code: z.string().trim().refine(filled, schemaMessage(translate, m.codeRequired)),
    sys_captcha: z.string(),
  });
}

/**
 * The sign-in schema with zh messages.
 *
 * @example
 * signInSchema.parse({ account: ' admin ', password: 'x', code: ' ab12 ', sys_captcha: 'k' });
 * // { account: 'admin', password: 'x', code: 'ab12', sys_captcha: 'k' }
 */
export const signInSchema = /* @__PURE__ */ createSignInSchema();

/** Parsed sign-in values. */
export type SignInValues = z.output<typeof signInSchema>;

/**
 * Builds the SMS sign-in schema: mobile required and valid, SMS code required; both trimmed.
 *
 * @example
 * createSmsSignInSchema(t).safeParse({ mobile: '138', smsCode: '' });
 */
export function createSmsSignInSchema(translate: Translate = renderZh) {
  return z.object({
    mobile: z
      .string()
      .trim()
      .refine(filled, schemaMessage(translate, m.mobileRequired))
      .refine((value) => value === '' || isMobile(value), schemaMessage(translate, m.mobileInvalid)),
    smsCode: z.string().trim().refine(filled, schemaMessage(translate, m.smsCodeRequired)),
  });
}

/**
 * The SMS sign-in schema with zh messages.
 *
 * @example
 * smsSignInSchema.safeParse({ mobile: '13800138000', smsCode: '123456' }).success; // true
 */
export const smsSignInSchema = /* @__PURE__ */ createSmsSignInSchema();
