/** A scalar as it travels in a query string or a form body. */
function scalarText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Flattens a payload object into URLSearchParams: undefined and null are left out (an empty filter is
 * not a filter), arrays repeat their key, dates go as ISO strings and nested objects as JSON.
 * @example
 * toSearchParams({ keyword: '', ids: [1, 2], sort: undefined }).toString(); // 'keyword=&ids=1&ids=2'
 */
export function toSearchParams(payload: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (payload === undefined || payload === null) return params;
  if (typeof payload !== 'object' || Array.isArray(payload))
    throw new TypeError('a query or form payload must be an object');
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) params.append(key, scalarText(item));
    } else {
      params.append(key, scalarText(value));
    }
  }
  return params;
}
