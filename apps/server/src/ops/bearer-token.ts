import { timingSafeEqual } from 'node:crypto';

/** True when an `Authorization` header carries `Bearer <expected>` (compared in constant time). */
export function bearerMatches(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}
