import { describe, expect, it } from 'vitest';
import { isPositiveInteger, positiveIntegerRule, positiveIntegerSchema } from './positive-integer.ts';

const message = '请输入正整数';

describe('positiveInteger rule', () => {
  it.each(['1', '2', '9', '10', '42', '100', '999999', '123456789012345', '1000000', '2147483648', 7])(
    'accepts %j',
    (value) => {
      expect(isPositiveInteger(value)).toBe(true);
      expect(positiveIntegerRule.validate(value)).toBeUndefined();
      if (typeof value === 'string') expect(positiveIntegerSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['0', '-1', '1.5', '01', '+1', 'abc', '1e3', ' 1', '1 ', '1.0', '１', 0, 1.5, -3])(
    'rejects %j with the rule message',
    (value) => {
      expect(isPositiveInteger(value)).toBe(false);
      expect(positiveIntegerRule.validate(value)).toEqual({ id: 'validators.positiveInteger', message });
      if (typeof value === 'string')
        expect(positiveIntegerSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    },
  );

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(positiveIntegerRule.validate(empty)).toBeUndefined();
    expect(positiveIntegerSchema.safeParse('').success).toBe(false);
    expect(isPositiveInteger(null)).toBe(false);
    expect(isPositiveInteger({})).toBe(false);
  });
});
