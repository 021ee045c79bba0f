import { describe, expect, it } from 'vitest';
import { emailRule, emailSchema, isEmail } from './email.ts';

const message = '请正确输入您的邮箱地址';

describe('email rule', () => {
  it.each([
    'a@b.cn',
    'zhang.san@example.com',
    'user+tag@example.co.uk',
    'first_last@sub.domain.org',
    '123456@qq.com',
    'USER@EXAMPLE.COM',
    'a-b@c-d.com',
    'x@xn--fiqs8s.cn',
    "o'brien@example.ie",
    'name@163.com',
    'very.common@example.museum',
  ])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(emailRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(emailSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    'plainaddress',
    '@example.com',
    'user@',
    'user@example',
    'user@.com',
    'user@example..com',
    '.user@example.com',
    'user.@example.com',
    'user..name@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@exa mple.com',
    '用户@example.com',
    'user@example.c',
    'user@example.123',
  ])('rejects %j with the rule message', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(emailRule.validate(value)).toEqual({ id: 'validators.email', message });
    if (typeof value === 'string')
      expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(emailRule.validate(empty)).toBeUndefined();
    expect(emailSchema.safeParse('').success).toBe(false);
    expect(isEmail(null)).toBe(false);
    expect(isEmail({})).toBe(false);
  });
});
