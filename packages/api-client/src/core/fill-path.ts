/**
 * Fills `{name}` placeholders of an endpoint path, encoding each value; throws on a missing one
 * rather than calling a wrong URL. Same rule as the contract's `buildPath`, kept here so the request
 * core does not load zod (the contract module builds schemas when it loads).
 * @example
 * fillPath('/api/system/Area/{id}/Info', { id: 'a b' }); // '/api/system/Area/a%20b/Info'
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`path parameter "${name}" is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
