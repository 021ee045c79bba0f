// Intl formatters are costly to build and immutable, so one per (kind, locale, options) is reused.
const cache = new Map<string, unknown>();

export function cachedFormatter<T>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${tag}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}
