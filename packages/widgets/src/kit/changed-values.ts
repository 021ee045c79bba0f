const same = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  // '' and null/undefined are the same "empty" to a form
  const empty = (v: unknown) => v === '' || v === null || v === undefined;
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
};

/**
 * What an edit sends: the named fields whose value differs from the record's, plus the `carry` keys
 * (e.g. `lastModifyTime`, for the server's concurrency check) taken from the record.
 *
 * @example
 * changedValues({ realName: 'Li', mobile: '' }, { realName: 'Li', mobile: null, lastModifyTime: 5 },
 *   ['realName', 'mobile'], ['lastModifyTime']); // {} — nothing changed, nothing to carry
 */
export function changedValues(
  values: Record<string, unknown>,
  initial: Record<string, unknown>,
  names: readonly string[],
  carry: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    if (!same(values[name], initial[name])) out[name] = values[name];
  }
  if (Object.keys(out).length === 0) return out;
  for (const key of carry) if (initial[key] !== undefined) out[key] = initial[key];
  return out;
}

/** Only the named fields of `values` (hidden fields are not sent). */
export function pickValues(
  values: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(names.filter((n) => n in values).map((n) => [n, values[n]]));
}
