import { describe, expect, it } from 'vitest';
import { isPhone, phoneRule, phoneSchema } from './phone.ts';

const message = '请正确输入手机号或座机号';

describe('phone rule', () => {
  it.each([
    '13800138000',
    '010-12345678',
    '01012345678',
    '0755-8888888',
    '075588888888',
    '(010)12345678',
    '12345678',
    '8888888',
    '010-12345678-123',
    '400-810-8888',
    '4008108888',
    '800-123-4567',
    '021-1234567',
  ])('accepts %j', (value) => {
    expect(isPhone(value)).toBe(true);
    expect(phoneRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(phoneSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '12345',
    '0123456',
    '010-0123456',
    '010-123456',
    '010-123456789',
    '12345678901',
    'abc-12345678',
    '010_12345678',
    '010-12345678-',
    '010-12345678-1234567',
    '400-81-08888',
    ' 010-12345678',
    '+86 13800138000',
  ])('rejects %j with the rule message', (value) => {
    expect(isPhone(value)).toBe(false);
    expect(phoneRule.validate(value)).toEqual({ id: 'validators.phone', message });
    if (typeof value === 'string')
      expect(phoneSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(phoneRule.validate(empty)).toBeUndefined();
    expect(phoneSchema.safeParse('').success).toBe(false);
    expect(isPhone(null)).toBe(false);
    expect(isPhone({})).toBe(false);
  });
});
