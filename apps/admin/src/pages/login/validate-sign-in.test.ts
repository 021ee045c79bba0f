import { validatorsMessages } from '@pmc/validators';
import { expect, it } from 'vitest';
import { validateSignIn } from './validate-sign-in.ts';

it('requires a trimmed account, a password and, with the captcha on, a trimmed code', () => {
  expect(validateSignIn({ account: '  ', password: '', code: ' ' }, true)).toEqual({
    account: validatorsMessages.accountRequired,
    password: validatorsMessages.passwordRequired,
    code: validatorsMessages.codeRequired,
  });
  expect(validateSignIn({ account: 'admin', password: ' ', code: 'ab12' }, true)).toEqual({});
});

it('does not ask for a code when the server has the captcha off', () => {
  expect(validateSignIn({ account: 'admin', password: 'x', code: '' }, false)).toEqual({});
});
