import { describe, expect, it } from 'vitest';
import { isOneTimeCode, isRecoveryCode, isSecondFactorCode, normalizeOneTimeCode } from './one-time-code.ts';

describe('one-time codes', () => {
  it('reads six digits, spaces allowed', () => {
    expect(isOneTimeCode('123456')).toBe(true);
    expect(isOneTimeCode('123 456')).toBe(true);
    expect(isOneTimeCode('12345')).toBe(false);
    expect(isOneTimeCode('12345a')).toBe(false);
    expect(isOneTimeCode(123456)).toBe(false);
  });

  it('reads recovery codes with or without the dash, any case', () => {
    expect(isRecoveryCode('7k2mq-x9v4d')).toBe(true);
    expect(isRecoveryCode('7K2MQX9V4D')).toBe(true);
    expect(isRecoveryCode('7k2mq-x9v4')).toBe(false);
    // I, L, O and U are never handed out.
    expect(isRecoveryCode('ilouu-ilouu')).toBe(false);
  });

  it('accepts either at the second step and normalises what was typed', () => {
    expect(isSecondFactorCode('654 321')).toBe(true);
    expect(isSecondFactorCode('abcde-fghjk')).toBe(true);
    expect(isSecondFactorCode('hello')).toBe(false);
    expect(normalizeOneTimeCode(' AbCdE-FgHjK ')).toBe('abcdefghjk');
  });
});
