import { describe, expect, it } from 'vitest';
import { renderMessage } from '../render-message.ts';
import {
  changePasswordRevalidate,
  changePasswordSchema,
  createChangePasswordSchema,
  PASSWORD_INPUT_MAX_LENGTH,
} from './change-password.ts';

const errors = (values: Record<string, unknown>) => {
  const result = changePasswordSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

const strength = '请输入8-16位字符，至少包含数字、大写字母、小写字母、特殊字符中的三种类型';

describe('changePasswordSchema', () => {
  it('accepts a strong new password repeated exactly', () => {
    const values = { oldPassword: 'old', newPassword: 'Abcdef12', repeatPassword: 'Abcdef12' };
    expect(changePasswordSchema.parse(values)).toEqual(values);
  });

  it('requires every field with its own message', () => {
    expect(errors({ oldPassword: '', newPassword: '', repeatPassword: '' })).toEqual({
      oldPassword: '旧密码不能为空',
      newPassword: '新密码不能为空',
      repeatPassword: '重复密码不能为空',
    });
  });

  it.each([
    'abcdefg1',
    'ABCDEFG1',
    'abcdefgh!',
    'Abcdefgh',
    'Abc12!',
    'Abcdefgh123456789',
    '12345678!',
    'Abc 12345',
    '密码Abc12345',
  ])('rejects the weak new password %j', (newPassword) => {
    expect(errors({ oldPassword: 'x', newPassword, repeatPassword: newPassword })).toEqual({
      newPassword: strength,
    });
  });

  it.each(['Abcdefg1', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Ab1!Ab1!Ab1!Ab1!'])(
    'accepts the new password %j with three or four kinds',
    (newPassword) => {
      expect(
        changePasswordSchema.safeParse({ oldPassword: 'x', newPassword, repeatPassword: newPassword })
          .success,
      ).toBe(true);
    },
  );

  it('reports a mismatch on the repeat field, even next to a weak new password', () => {
    expect(errors({ oldPassword: 'x', newPassword: 'Abcdef12', repeatPassword: 'Abcdef13' })).toEqual({
      repeatPassword: '两次密码输入不一致',
    });
    expect(errors({ oldPassword: '', newPassword: 'weak', repeatPassword: 'other' })).toEqual({
      oldPassword: '旧密码不能为空',
      newPassword: strength,
      repeatPassword: '两次密码输入不一致',
    });
  });

  it('builds the same schema in another language', () => {
    const schema = createChangePasswordSchema((d) => renderMessage(d, 'en'));
    const result = schema.safeParse({ oldPassword: 'x', newPassword: 'Abcdef12', repeatPassword: 'nope' });
    expect(result.error?.issues[0]?.message).toBe('The two passwords do not match');
  });

  it('limits inputs to 16 characters', () => {
    expect(PASSWORD_INPUT_MAX_LENGTH).toBe(16);
  });
});

describe('changePasswordRevalidate', () => {
  it('re-checks a filled repeat when the new password changes', () => {
    expect(changePasswordRevalidate('newPassword', { repeatPassword: 'Abcdef12' })).toEqual([
      'repeatPassword',
    ]);
  });

  it('leaves an untouched repeat alone and ignores other fields', () => {
    expect(changePasswordRevalidate('newPassword', { repeatPassword: '' })).toEqual([]);
    expect(changePasswordRevalidate('oldPassword', { repeatPassword: 'x' })).toEqual([]);
    expect(changePasswordRevalidate('repeatPassword', { repeatPassword: 'x' })).toEqual([]);
  });
});

describe('changePasswordSchema issues', () => {
  it('carry the message id of every failure in params', () => {
    const issues = changePasswordSchema.safeParse({
      oldPassword: '',
      newPassword: 'weak',
      repeatPassword: 'x',
    }).error?.issues;
    expect(
      issues?.map((issue) => [issue.path.join('.'), issue.code === 'custom' && issue.params?.id]),
    ).toEqual([
      ['oldPassword', 'validators.oldPasswordRequired'],
      ['newPassword', 'validators.newPasswordStrength'],
      ['repeatPassword', 'validators.passwordMismatch'],
    ]);
  });
});
