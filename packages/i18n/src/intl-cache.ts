// Intl formatters are costly to build and immutable, so one per (kind, locale, options) is reused.
const cache = new Map<string, unknown>();
// The same options object (a module constant such as the default date format) finds its formatter
// without a JSON key: a table formats thousands of date cells, and stringifying the options on every
// call cost more than the formatting. Options are read once, as Intl itself does: mutating an object
// after passing it does not change its formatter.
const byOptions = new WeakMap<object, Map<string, unknown>>();

export function cachedFormatter<T>(kind: string, tag: string, options: object | undefined, make: () => T): T {
  const short = `${kind}|${tag}`;
  const known = options ? byOptions.get(options) : undefined;
  const hit = known?.get(short) as T | undefined;
  if (hit !== undefined) return hit;
  const key = `${short}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  if (options) {
    if (known) known.set(short, formatter);
    else byOptions.set(options, new Map([[short, formatter]]));
  }
  return formatter;
}
