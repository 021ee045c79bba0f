import { describe, expect, it } from 'vitest';
import { isTime, timeRule, timeSchema } from './time.ts';

const message = '时间只能是整数和0.5的倍数';

describe('time rule', () => {
  it.each(['0', '1', '2', '0.5', '1.5', '10', '100.5', '3.0', '3.50', '2.500', '24', 1.5, 2])(
    'accepts %j',
    (value) => {
      expect(isTime(value)).toBe(true);
      expect(timeRule.validate(value)).toBeUndefined();
      if (typeof value === 'string') expect(timeSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['0.3', '1.25', '1.6', '-1', '-0.5', '01', '.5', '1.', 'abc', '1.5h', ' 1', '1.05', 0.3, -2])(
    'rejects %j with the rule message',
    (value) => {
      expect(isTime(value)).toBe(false);
      expect(timeRule.validate(value)).toEqual({ id: 'validators.time', message });
      if (typeof value === 'string')
        expect(timeSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
    },
  );

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(timeRule.validate(empty)).toBeUndefined();
    expect(timeSchema.safeParse('').success).toBe(false);
    expect(isTime(null)).toBe(false);
    expect(isTime({})).toBe(false);
  });
});
