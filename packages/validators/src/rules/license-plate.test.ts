import { describe, expect, it } from 'vitest';
import { isLicensePlate, licensePlateRule, licensePlateSchema } from './license-plate.ts';

const message = '请正确输入您的车牌号';

describe('licensePlate rule', () => {
  it.each([
    '京A12345',
    '沪B6789X',
    '粤B12345',
    '浙A1234学',
    '川A1234警',
    '粤Z1234港',
    '粤Z1234澳',
    '京AD12345',
    '京ADA1234',
    '京A12345D',
    '沪A12345F',
    '使A12345',
    '京AA1234',
    '苏EK12345',
  ])('accepts %j', (value) => {
    expect(isLicensePlate(value)).toBe(true);
    expect(licensePlateRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(licensePlateSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '京I12345',
    '京A1234',
    '京A1234567',
    '京a12345',
    '港A12345',
    'AA12345',
    '京A1234O',
    '京A12345G',
    '京AZ12345',
    '京A 12345',
    '京A-12345',
    '京A123学4',
    '12345678',
  ])('rejects %j with the rule message', (value) => {
    expect(isLicensePlate(value)).toBe(false);
    expect(licensePlateRule.validate(value)).toEqual({ id: 'validators.licensePlate', message });
    if (typeof value === 'string')
      expect(licensePlateSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(licensePlateRule.validate(empty)).toBeUndefined();
    expect(licensePlateSchema.safeParse('').success).toBe(false);
    expect(isLicensePlate(null)).toBe(false);
    expect(isLicensePlate({})).toBe(false);
  });
});
