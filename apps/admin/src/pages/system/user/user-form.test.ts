import { validatorsMessages } from '@pmc/validators';
import { describe, expect, it } from 'vitest';
import { newUserValues, userBodyOf, userFormSchema } from './user-form.ts';

const t = (d: string | { message: string }, values?: Record<string, unknown>) =>
  (typeof d === 'string' ? d : d.message).replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
const issues = (values: unknown) =>
  Object.fromEntries(
    (userFormSchema(t).safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('user form', () => {
  it('asks for the account, name and organisation by name', () => {
    expect(issues(newUserValues())).toEqual({
      account: '请输入账号',
      realName: '请输入姓名',
      organizeId: '请选择所属组织',
    });
  });

  it('refuses bad values with the messages of the form rules', () => {
    const values = {
      ...newUserValues('o1'),
      account: 'li_si',
      realName: '李四',
      mobile: '12345',
      email: 'nope',
      idCard: '110101199003071234',
      password: 'abc',
    };
    expect(issues(values)).toEqual({
      account: validatorsMessages.account.message,
      mobile: validatorsMessages.mobile.message,
      email: validatorsMessages.email.message,
      idCard: validatorsMessages.idCard.message,
      password: validatorsMessages.password.message,
    });
  });

  it('sends gender as a number, the password hashed, and cleared texts as null', () => {
    expect(
      userBodyOf({ gender: '2', mobile: '', password: 'abc123', lastModifyTime: 5 }, (p) => `#${p}`),
    ).toEqual({
      gender: 2,
      mobile: null,
      password: '#abc123',
      lastModifyTime: 5,
    });
    expect(userBodyOf({ password: '' }, (p) => p)).toEqual({});
  });
});
