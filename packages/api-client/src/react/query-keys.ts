/** Every key of this package starts with the endpoint's domain, then its name, then its arguments. */
export type ApiQueryKey = readonly [domain: string, name?: string, ...args: unknown[]];

/**
 * The key builder of one domain: `all` matches every query of the domain (for invalidation),
 * `of(name)` every call of one endpoint, `of(name, ...args)` one call.
 */
export interface DomainKeys<D extends string = string, N extends string = string> {
  readonly all: readonly [D];
  of<K extends N>(name: K, ...args: unknown[]): readonly [D, K, ...unknown[]];
}

/**
 * Creates the key builder of a domain. Trailing `undefined` arguments are dropped, so `list()` and
 * `list(undefined)` share one cache entry.
 * @example
 * const areaKeys = createDomainKeys('area');
 * areaKeys.of('info', { id: '1' }); // ['area', 'info', { id: '1' }]
 * queryClient.invalidateQueries({ queryKey: areaKeys.all });
 */
export function createDomainKeys<D extends string, N extends string = string>(domain: D): DomainKeys<D, N> {
  const all = Object.freeze([domain] as const);
  return {
    all,
    of(name, ...args) {
      let end = args.length;
      while (end > 0 && args[end - 1] === undefined) end--;
      return [domain, name, ...args.slice(0, end)] as const;
    },
  };
}
