import { describe, expect, it } from 'vitest';
import { isName, nameRule, nameSchema } from './name.ts';

const message = '名称不能含有特殊符号';

describe('name rule', () => {
  it.each([
    '张三',
    '第一支部',
    'Team1',
    '一支部A1',
    'abc',
    '123',
    '党委2024',
    'X',
    '龍騰',
    '管理员admin',
    '𠀀',
  ])('accepts %j', (value) => {
    expect(isName(value)).toBe(true);
    expect(nameRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(nameSchema.safeParse(value).success).toBe(true);
  });

  it.each(['张 三', '张-三', '名称!', 'a_b', 'a.b', '张三（一）', 'name@', '😀', '张三、李四', 'a b', '#1'])(
    'rejects %j with the rule message',
    (value) => {
      expect(isName(value)).toBe(false);
      expect(nameRule.validate(value)).toEqual({ id: 'validators.name', message });
      if (typeof value === 'string')
        expect(nameSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    },
  );

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(nameRule.validate(empty)).toBeUndefined();
    expect(nameSchema.safeParse('').success).toBe(false);
    expect(isName(null)).toBe(false);
    expect(isName({})).toBe(false);
  });
});
