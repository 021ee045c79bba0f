/** A class value: strings are kept, falsy values are dropped, objects keep the keys whose value is truthy. */
export type ClassValue = string | number | false | null | undefined | Record<string, unknown> | ClassValue[];

/**
 * Merges class names into one string; the single class-merge helper of the package.
 *
 * @example
 * cn('pmc-button', isActive && 'is-active', { 'is-loading': loading }); // 'pmc-button is-loading'
 */
export function cn(...values: ClassValue[]): string {
  const out: string[] = [];
  for (const value of values) {
    if (!value) continue;
    if (typeof value === 'string' || typeof value === 'number') {
      out.push(String(value));
    } else if (Array.isArray(value)) {
      const nested = cn(...value);
      if (nested) out.push(nested);
    } else {
      for (const [key, on] of Object.entries(value)) if (on) out.push(key);
    }
  }
  return out.join(' ');
}
