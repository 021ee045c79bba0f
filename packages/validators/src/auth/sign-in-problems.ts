import type { MessageDescriptor } from '../message-descriptor.ts';
import { validatorsMessages as m } from '../messages.ts';

/** The fields of the sign-in form that have rules. */
export interface SignInForm {
  account: string;
  password: string;
  code: string;
}

/** Each field at fault, with its message (the prompts of docs/guide/validation.md#sign-in-fields). */
export type SignInProblems = Partial<Record<keyof SignInForm, MessageDescriptor>>;

/**
 * The sign-in rules of docs/guide/validation.md#sign-in-fields as plain checks (no zod): account and captcha
 * code trimmed and required, password required; the code only while the server asks for a captcha. The same
 * rules as `createSignInSchema`, for a sign-in page that must stay light.
 *
 * @example
 * signInProblems({ account: ' ', password: 'x', code: '' }, true); // { account: accountRequired, code: codeRequired }
 */
export function signInProblems(form: SignInForm, captchaOn: boolean): SignInProblems {
  const problems: SignInProblems = {};
  if (form.account.trim() === '') problems.account = m.accountRequired;
  if (form.password === '') problems.password = m.passwordRequired;
  if (captchaOn && form.code.trim() === '') problems.code = m.codeRequired;
  return problems;
}
