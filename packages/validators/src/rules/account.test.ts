import { describe, expect, it } from 'vitest';
import { accountRule, accountSchema, isAccount } from './account.ts';

const message = '只能输入数字英文';

describe('account rule', () => {
  it.each([
    'admin',
    'admin01',
    'A1',
    '123456',
    'a',
    'Z',
    'abcXYZ123',
    'USER',
    '0',
    'test2024',
    '13800138000',
  ])('accepts %j', (value) => {
    expect(isAccount(value)).toBe(true);
    expect(accountRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(accountSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    'admin_01',
    'ad min',
    'admin!',
    '管理员',
    'admin.',
    'a-b',
    'user@x',
    ' admin',
    'ａｄｍｉｎ',
    'admin\n',
    'é',
  ])('rejects %j with the rule message', (value) => {
    expect(isAccount(value)).toBe(false);
    expect(accountRule.validate(value)).toEqual({ id: 'validators.account', message });
    if (typeof value === 'string')
      expect(accountSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(accountRule.validate(empty)).toBeUndefined();
    expect(accountSchema.safeParse('').success).toBe(false);
    expect(isAccount(null)).toBe(false);
    expect(isAccount({})).toBe(false);
  });
});
