import { describe, expect, it } from 'vitest';
import { idCardCheckCharacter, idCardRule, idCardSchema, isIdCard } from './id-card.ts';

const message = '请正确输入您的身份证号码';

describe('idCard rule', () => {
  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '44030519900101123X',
    '310104200002290014',
    '110101180001010015',
    '650102202001010038',
    '120101198511304563',
    '510107199912319999',
    '370202197006158888',
    '810000198810101231',
    '910000201007077779',
    '330102202411220017',
  ])('accepts %j', (value) => {
    expect(isIdCard(value)).toBe(true);
    expect(idCardRule.validate(value)).toBeUndefined();
    if (typeof value === 'string') expect(idCardSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '110105194912310021',
    '110105209912310029',
    '110105199902290013',
    '110105199913010013',
    '110105199901320014',
    '110105199901000010',
    '990105194912310023',
    '110105179912310024',
    '11010519491231002',
    '11010519491231002X1',
    '010105194912310023',
    '1101051949123100AX',
    '110105491231002',
  ])('rejects %j with the rule message', (value) => {
    expect(isIdCard(value)).toBe(false);
    expect(idCardRule.validate(value)).toEqual({ id: 'validators.idCard', message });
    if (typeof value === 'string')
      expect(idCardSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('skips empty values but the schema requires a value', () => {
    for (const empty of ['', null, undefined]) expect(idCardRule.validate(empty)).toBeUndefined();
    expect(idCardSchema.safeParse('').success).toBe(false);
    expect(isIdCard(null)).toBe(false);
    expect(isIdCard({})).toBe(false);
  });
});

describe('isIdCard dates and check character', () => {
  const now = Date.UTC(2024, 5, 15);

  it('accepts a birth date up to the injected now and rejects the day after', () => {
    // 2024-06-15 and 2024-06-16 births with correct check characters.
    expect(isIdCard('110105202406150016', { now })).toBe(true);
    expect(isIdCard('110105202406160011', { now })).toBe(false);
  });

  it('accepts February 29 only in leap years', () => {
    expect(isIdCard('310104200002290014', { now })).toBe(true);
    expect(isIdCard('110105199902290013', { now })).toBe(false);
    // 1900 is not a leap year (divisible by 100, not by 400).
    expect(isIdCard('110105190002290017', { now })).toBe(false);
  });

  it('computes the GB 11643 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('31010420000229001')).toBe('4');
  });
});
