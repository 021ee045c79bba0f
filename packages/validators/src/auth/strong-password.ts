// Printable ASCII without the space: what a keyboard types in every layout the product supports.
const PRINTABLE = /^[\x21-\x7e]{8,16}$/;
const KINDS = [/[0-9]/, /[A-Z]/, /[a-z]/, /[^0-9A-Za-z]/] as const;

/** Shortest and longest new password of the change-password dialog (docs/guide/constants.md#passwords). */
export const STRONG_PASSWORD_LENGTH = { min: 8, max: 16 } as const;

/**
 * True for the change-password rule: 8-16 characters with at least three of the four kinds digit,
 * uppercase letter, lowercase letter and special character. Stricter than the general `isPassword`.
 *
 * @example
 * isStrongPassword('Abcdef12'); // true
 * isStrongPassword('abcdef12'); // false: two kinds only
 */
export function isStrongPassword(value: unknown): boolean {
  if (typeof value !== 'string' || !PRINTABLE.test(value)) return false;
  return KINDS.filter((kind) => kind.test(value)).length >= 3;
}
