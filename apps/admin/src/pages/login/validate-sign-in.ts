import type { MessageDescriptor } from '@pmc/i18n';
import { validatorsMessages } from '@pmc/validators';

export interface SignInForm {
  account: string;
  password: string;
  code: string;
}

export type SignInErrors = Partial<Record<keyof SignInForm, MessageDescriptor>>;

/**
 * The sign-in rules of SPEC 5 (account and captcha trimmed and required, password required) with
 * @pmc/validators' messages, as plain checks: the sign-in page stays free of zod and a form library,
 * which keeps /login light. The code counts only while the server asks for a captcha.
 * @example
 * validateSignIn({ account: ' ', password: 'x', code: '' }, true); // { account: …, code: … }
 */
export function validateSignIn(form: SignInForm, captchaOn: boolean): SignInErrors {
  const errors: SignInErrors = {};
  if (form.account.trim() === '') errors.account = validatorsMessages.accountRequired;
  if (form.password === '') errors.password = validatorsMessages.passwordRequired;
  if (captchaOn && form.code.trim() === '') errors.code = validatorsMessages.codeRequired;
  return errors;
}
