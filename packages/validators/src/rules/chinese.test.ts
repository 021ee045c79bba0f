import { describe, expect, it } from 'vitest';
import { chineseRule, chineseSchema, isChinese } from './chinese.ts';

const message = '请正确输入中文';

describe('chinese rule', () => {
  it.each([
    '张三',
    '中文',
    '中华人民共和国',
    '龍',
    '𠀀',
    '欧阳修',
    '一',
    '党员关怀',
    '测试文本很长很长',
    '繁體中文',
  ])('accepts %j', (value) => {
    expect(isChinese(value)).toBe(true);
    expect(chineseRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(chineseSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    'abc',
    '张三1',
    '张 三',
    '张三!',
    '张三，',
    'Zhang',
    '123',
    '张·三',
    'こんにちは',
    '한국어',
    '😀',
    ' 张三',
  ])('rejects %j with the rule message', (value) => {
    expect(isChinese(value)).toBe(false);
    expect(chineseRule.validate(value)).toEqual({ id: 'validators.chinese', message });
    if (typeof value === 'string')
      expect(chineseSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(chineseRule.validate(empty)).toBeUndefined();
    expect(chineseSchema.safeParse('').success).toBe(false);
    expect(isChinese(null)).toBe(false);
    expect(isChinese({})).toBe(false);
  });
});
