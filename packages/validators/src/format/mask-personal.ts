/** What a masked personal value is written with; a value still holding it was never typed in full. */
export const MASK_CHARACTER = '*';

/** The kinds of personal value the masks know (docs/guide/permissions.md#personal-fields). */
export type PersonalKind = 'idCard' | 'mobile' | 'email';

const stars = (count: number) => MASK_CHARACTER.repeat(Math.max(0, count));

/**
 * A national ID with its first 6 and last 4 characters kept (the region and the tail a clerk reads
 * back); anything 10 characters or shorter is masked whole.
 *
 * @example
 * maskIdCard('110101199003071234'); // '110101********1234'
 */
export function maskIdCard(value: string): string {
  if (value.length <= 10) return stars(value.length);
  return value.slice(0, 6) + stars(value.length - 10) + value.slice(-4);
}

/**
 * A mobile number with its first 3 and last 4 digits kept and four stars between, whatever the
 * length in between; 7 characters or fewer are masked whole.
 *
 * @example
 * maskMobile('13800000000'); // '138****0000'
 */
export function maskMobile(value: string): string {
  if (value.length <= 7) return stars(value.length);
  return `${value.slice(0, 3)}${stars(4)}${value.slice(-4)}`;
}

/**
 * An e-mail address with the first character of its local part and the whole domain kept.
 *
 * @example
 * maskEmail('zhang.san@example.com'); // 'z***@example.com'
 */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return stars(3);
  return `${value.slice(0, 1)}${stars(3)}${value.slice(at)}`;
}

const masks: Record<PersonalKind, (value: string) => string> = {
  idCard: maskIdCard,
  mobile: maskMobile,
  email: maskEmail,
};

/**
 * A personal value masked for its kind; null and '' stay as they are (nothing to hide).
 *
 * @example
 * maskPersonal('mobile', '13800000000'); // '138****0000'
 * maskPersonal('email', null); // null
 */
export function maskPersonal<T extends string | null | undefined>(kind: PersonalKind, value: T): T {
  if (typeof value !== 'string' || value === '') return value;
  return masks[kind](value) as T;
}

/**
 * True when a value still holds the mask character: it was read masked and sent back unchanged in
 * part, so storing it would lose the real value.
 *
 * @example
 * holdsMask('138****0000'); // true
 */
export function holdsMask(value: unknown): boolean {
  return typeof value === 'string' && value.includes(MASK_CHARACTER);
}
