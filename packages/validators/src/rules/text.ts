/**
 * True for the values the form rules skip (undefined, null, ''): "required" is a separate rule.
 *
 * @example
 * isEmptyValue(''); // true
 * isEmptyValue(0); // false
 */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Reads form input as text; numbers from numeric inputs count as their decimal text. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * A rule's predicate over any value from a predicate over text. Kept apart from the rule objects (and
 * their zod schemas) so that `isMobile` and its siblings cost an app a regular expression, nothing more.
 */
export function textTest(accept: (text: string) => boolean): (value: unknown) => boolean {
  return (value) => {
    const text = asText(value);
    return text !== undefined && accept(text);
  };
}
