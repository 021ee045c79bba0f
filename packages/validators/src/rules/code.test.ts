import { describe, expect, it } from 'vitest';
import { codeRule, codeSchema, isCode } from './code.ts';

const message = '编码只能输入英文、数字和小数点且小数点不能放在首尾';

describe('code rule', () => {
  it.each([
    'a',
    'A1',
    'sys.user',
    'sys.user.v2',
    '1.0.0',
    'abc123',
    'ABC',
    'a.b',
    '0',
    'a..b',
    'x1.y2.z3',
    '20240101',
  ])('accepts %j', (value) => {
    expect(isCode(value)).toBe(true);
    expect(codeRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(codeSchema.safeParse(value).success).toBe(true);
  });

  it.each(['.a', 'a.', '.', '..', 'a-b', 'a_b', 'a b', '编码', 'a.b.', 'a/b', '1.0.0 ', '中a', 'a@b'])(
    'rejects %j with the rule message',
    (value) => {
      expect(isCode(value)).toBe(false);
      expect(codeRule.validate(value)).toEqual({ id: 'validators.code', message });
      if (typeof value === 'string')
        expect(codeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    },
  );

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(codeRule.validate(empty)).toBeUndefined();
    expect(codeSchema.safeParse('').success).toBe(false);
    expect(isCode(null)).toBe(false);
    expect(isCode({})).toBe(false);
  });
});
