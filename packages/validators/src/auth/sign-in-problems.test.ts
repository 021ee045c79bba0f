import { expect, it } from 'vitest';
import { validatorsMessages } from '../messages.ts';
import { signInSchema } from './sign-in.ts';
import { signInProblems } from './sign-in-problems.ts';

it('requires a trimmed account, a password and, with the captcha on, a trimmed code', () => {
  expect(signInProblems({ account: '  ', password: '', code: ' ' }, true)).toEqual({
    account: validatorsMessages.accountRequired,
    password: validatorsMessages.passwordRequired,
    code: validatorsMessages.codeRequired,
  });
  expect(signInProblems({ account: 'admin', password: ' ', code: 'ab12' }, true)).toEqual({});
});

it('does not ask for a code when the server has the captcha off', () => {
  expect(signInProblems({ account: 'admin', password: 'x', code: '' }, false)).toEqual({});
});

it('agrees with the sign-in schema on every field', () => {
  const forms = [
    { account: ' ', password: '', code: ' ' },
    { account: 'a', password: ' ', code: 'x' },
    { account: ' a ', password: 'p', code: '' },
  ];
  for (const form of forms) {
    const parsed = signInSchema.safeParse({ ...form, sys_captcha: 'k' });
    const schemaFields = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])).sort();
    expect(Object.keys(signInProblems(form, true)).sort()).toEqual(schemaFields);
  }
});
