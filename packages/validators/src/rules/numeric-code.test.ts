import { describe, expect, it } from 'vitest';
import { isNumericCode, numericCodeRule, numericCodeSchema } from './numeric-code.ts';

const message = '编码只能输入数字';

describe('numericCode rule', () => {
  it.each(['0', '00', '123', '00123', '9999999999', '1', '01', '1234567890123456789012', '5', '42', '007'])(
    'accepts %j',
    (value) => {
      expect(isNumericCode(value)).toBe(true);
      expect(numericCodeRule.validate(value)).toBeUndefined();
      if (typeof value === 'string') expect(numericCodeSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['-1', '1.0', '1e3', '12a', ' 12', '12 ', '+1', '１２', 'abc', '1,000', '0x10'])(
    'rejects %j with the rule message',
    (value) => {
      expect(isNumericCode(value)).toBe(false);
      expect(numericCodeRule.validate(value)).toEqual({ id: 'validators.numericCode', message });
      if (typeof value === 'string')
        expect(numericCodeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    },
  );

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(numericCodeRule.validate(empty)).toBeUndefined();
    expect(numericCodeSchema.safeParse('').success).toBe(false);
    expect(isNumericCode(null)).toBe(false);
    expect(isNumericCode({})).toBe(false);
  });
});
