const SIX_DIGITS = /^\d{6}$/;
// Ten letters and digits in two groups of five (Crockford's base 32: no I, L, O or U to misread).
const RECOVERY = /^[0-9a-hjkmnp-tv-z]{5}-?[0-9a-hjkmnp-tv-z]{5}$/;

/** Digits of a time-based one-time code (an authenticator app's six). */
export const ONE_TIME_CODE_LENGTH = 6;

/** How many recovery codes a person gets when they turn the second factor on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What a person types where the second step asks for a code: spaces and dashes an app or a printout
 * adds are dropped, letters lowercased, so `123 456` and `ABCDE-FGHJK` are read as the code they are.
 *
 * @example
 * normalizeOneTimeCode(' 123 456 '); // '123456'
 * normalizeOneTimeCode('ABCDE-FGHJK'); // 'abcdefghjk'
 */
export function normalizeOneTimeCode(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}

/**
 * True for six digits: the code an authenticator app shows.
 *
 * @example
 * isOneTimeCode('123456'); // true
 * isOneTimeCode('12345'); // false
 */
export function isOneTimeCode(value: unknown): boolean {
  return typeof value === 'string' && SIX_DIGITS.test(normalizeOneTimeCode(value));
}

/**
 * True for a recovery code as handed out (`abcde-fghjk`), with or without the dash, any case.
 *
 * @example
 * isRecoveryCode('7k2mq-x9v4d'); // true
 * isRecoveryCode('123456'); // false
 */
export function isRecoveryCode(value: unknown): boolean {
  return typeof value === 'string' && RECOVERY.test(value.trim().toLowerCase());
}

/**
 * True for what the second step accepts: a one-time code or a recovery code.
 *
 * @example
 * isSecondFactorCode('123 456'); // true
 * isSecondFactorCode('hello'); // false
 */
export function isSecondFactorCode(value: unknown): boolean {
  return isOneTimeCode(value) || isRecoveryCode(value);
}
