import { describe, expect, it } from 'vitest';
import { signInSchema, smsSignInSchema } from './sign-in.ts';

describe('signInSchema', () => {
  it('trims account and code but not the password', () => {
    expect(
      signInSchema.parse({ account: ' admin ', password: ' p w ', code: ' ab12 ', sys_captcha: 'k1' }),
    ).toEqual({ account: 'admin', password: ' p w ', code: 'ab12', sys_captcha: 'k1' });
  });

  it('asks for each missing field; blank after trimming is missing', () => {
    const result = signInSchema.safeParse({ account: '   ', password: '', code: ' ', sys_captcha: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['account', '请输入账号'],
      ['password', '请输入密码'],
      ['code', '请输入验证码'],
    ]);
  });
});

describe('smsSignInSchema', () => {
  it('requires a correct mobile and the SMS code', () => {
    expect(smsSignInSchema.safeParse({ mobile: ' 13800138000 ', smsCode: '123456' }).data).toEqual({
      mobile: '13800138000',
      smsCode: '123456',
    });
    const missing = smsSignInSchema.safeParse({ mobile: '', smsCode: '' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['请输入手机号', '请输入短信验证码']);
    const wrong = smsSignInSchema.safeParse({ mobile: '12345', smsCode: '1' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['请输入正确的手机号']);
  });
});
