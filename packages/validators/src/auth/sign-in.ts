import { z } from 'zod';
import type { MessageDescriptor, Translate } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';
import { renderZh } from '../render-message.ts';
import { isMobile } from '../rules/mobile.ts';

const issue = (translate: Translate, descriptor: MessageDescriptor) => ({
  error: translate(descriptor),
  params: { id: descriptor.id },
});

/**
 * Builds the sign-in schema (SPEC 5): account and captcha code trimmed and required, password required,
 * `sys_captcha` the captcha key. The password is the typed text; the app hashes it for the wire.
 *
 * @example
 * const schema = createSignInSchema(t);
 */
export function createSignInSchema(translate: Translate = renderZh) {
  return z.object({
    account: z.string().trim().min(1, issue(translate, m.accountRequired)),
    password: z.string().min(1, issue(translate, m.passwordRequired)),
    code: z.string().trim().min(1, issue(translate, m.codeRequired)),
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
export const signInSchema = createSignInSchema();

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
      .min(1, issue(translate, m.mobileRequired))
      .refine((value) => value === '' || isMobile(value), issue(translate, m.mobileInvalid)),
    smsCode: z.string().trim().min(1, issue(translate, m.smsCodeRequired)),
  });
}

/**
 * The SMS sign-in schema with zh messages.
 *
 * @example
 * smsSignInSchema.safeParse({ mobile: '13800138000', smsCode: '123456' }).success; // true
 */
export const smsSignInSchema = createSmsSignInSchema();

/** What an account typed at sign-in refers to. */
export type SignInAccount =
  | { kind: 'account'; account: string }
  | { kind: 'subAccount'; account: string; mobile: string; subAccount: string };

/**
 * Reads the account typed at sign-in: `mobile@account` (a valid mobile, `@`, a non-empty name) is a
 * sub-account of the main account registered under that mobile; anything else is a plain account.
 * Surrounding spaces are trimmed as the form does.
 *
 * @example
 * parseSignInAccount(' 13800138000@zhangsan ');
 * // { kind: 'subAccount', account: '13800138000@zhangsan', mobile: '13800138000', subAccount: 'zhangsan' }
 */
export function parseSignInAccount(input: string): SignInAccount {
  const account = input.trim();
  const at = account.indexOf('@');
  if (at > 0) {
    const mobile = account.slice(0, at);
    const subAccount = account.slice(at + 1).trim();
    if (isMobile(mobile) && subAccount !== '' && !subAccount.includes('@')) {
      return { kind: 'subAccount', account, mobile, subAccount };
    }
  }
  return { kind: 'account', account };
}

/**
 * True when the typed account is in the sub-account form `mobile@account`.
 *
 * @example
 * isSubAccount('13800138000@zhangsan'); // true
 */
export function isSubAccount(input: string): boolean {
  return parseSignInAccount(input).kind === 'subAccount';
}
