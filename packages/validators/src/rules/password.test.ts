import { describe, expect, it } from 'vitest';
import { isPassword, passwordRule, passwordSchema } from './password.ts';

const message = '6-16位字符的密码（数字和字母组成）';

describe('password rule', () => {
  it.each([
    'abc123',
    '123abc',
    'a1b2c3',
    'Abc123',
    'ABC123',
    'abcdefghijklmn12',
    '1234567890123a',
    'a12345',
    'aaaaa1',
    'Z99999',
    'passWord2024',
    '1a1a1a1a',
  ])('accepts %j', (value) => {
    expect(isPassword(value)).toBe(true);
    expect(passwordRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    'abc12',
    'abcdefghijklmno12',
    'abcdef',
    '123456',
    'abc 123',
    'abc_123',
    'abc123!',
    '密码abc123',
    'abcdefghijklmnop',
    'ａｂｃ１２３',
    '1234567890123456',
    'A1',
  ])('rejects %j with the rule message', (value) => {
    expect(isPassword(value)).toBe(false);
    expect(passwordRule.validate(value)).toEqual({ id: 'validators.password', message });
    if (typeof value === 'string')
      expect(passwordSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(passwordRule.validate(empty)).toBeUndefined();
    expect(passwordSchema.safeParse('').success).toBe(false);
    expect(isPassword(null)).toBe(false);
    expect(isPassword({})).toBe(false);
  });
});
