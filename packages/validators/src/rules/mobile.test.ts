import { describe, expect, it } from 'vitest';
import { isMobile, mobileRule, mobileSchema } from './mobile.ts';

const message = '请正确输入您的手机号';

describe('mobile rule', () => {
  it.each([
    '13800138000',
    '13912345678',
    '14512345678',
    '15012345678',
    '16612345678',
    '17012345678',
    '18812345678',
    '19912345678',
    '13000000000',
    '19999999999',
    13800138000,
  ])('accepts %j', (value) => {
    expect(isMobile(value)).toBe(true);
    expect(mobileRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(mobileSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '12345678901',
    '10012345678',
    '1380013800',
    '138001380000',
    '23800138000',
    '1380013800a',
    ' 13800138000',
    '13800138000 ',
    '+8613800138000',
    '138-0013-8000',
    '１３８００１３８０００',
    'abc',
  ])('rejects %j with the rule message', (value) => {
    expect(isMobile(value)).toBe(false);
    expect(mobileRule.validate(value)).toEqual({ id: 'validators.mobile', message });
    if (typeof value === 'string')
      expect(mobileSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(mobileRule.validate(empty)).toBeUndefined();
    expect(mobileSchema.safeParse('').success).toBe(false);
    expect(isMobile(null)).toBe(false);
    expect(isMobile({})).toBe(false);
  });
});
