import { describe, expect, it } from 'vitest';
import { isStrongPassword, STRONG_PASSWORD_LENGTH } from './strong-password.ts';

describe('isStrongPassword', () => {
  it.each(['Abcdefg1', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Aa1!Aa1!Aa1!Aa1!', 'P@ssw0rd'])(
    'accepts %j',
    (value) => {
      expect(isStrongPassword(value)).toBe(true);
    },
  );

  it.each([
    'Abcde1!',
    'Aa1!Aa1!Aa1!Aa1!A',
    'abcdefgh',
    'abcdefg1',
    '12345678!',
    'Abc defg1',
    'Ａbcdefg1',
    12345678,
  ])('rejects %j', (value) => {
    expect(isStrongPassword(value)).toBe(false);
  });

  it('states the 8-16 length', () => {
    expect(STRONG_PASSWORD_LENGTH).toEqual({ min: 8, max: 16 });
  });
});
