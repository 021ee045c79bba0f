import { queryOptions } from '@tanstack/react-query';
import { type AnyEndpoint, payloadKind } from '../client/index.ts';
import type { ApiQueries } from './api-types.ts';
import {
  CACHED_LISTS,
  type CachedList,
  INVALIDATION_RULES,
  isReadEndpoint,
  RELATED_DOMAINS,
  routeOf,
} from './endpoint-rules.ts';
import { type ApiQueryKey, createDomainKeys, type DomainKeys } from './query-keys.ts';

type AnyFn = ((...args: unknown[]) => Promise<unknown>) & { readonly endpoint: AnyEndpoint };

export interface ApiQueriesOptions {
  /**
   * Lists read once and kept (staleTime and gcTime Infinity). Default: the five lists of
   * docs/guide/entities-and-states.md#cached-lists.
   */
  cachedLists?: readonly CachedList[];
  /** Per-change overrides (`routeOf` form → domains or reads). Merged over the defaults. */
  invalidationRules?: Readonly<Record<string, readonly string[]>>;
  /** Domains refreshed together. Merged over the defaults (organize ↔ department). */
  relatedDomains?: Readonly<Record<string, readonly string[]>>;
}

function isEndpointFn(value: unknown): value is AnyFn {
  return typeof value === 'function' && 'endpoint' in value;
}

/** Positional arguments padded to the endpoint's slots, so the options always land last. */
function slotsOf(endpoint: AnyEndpoint): number {
  return (endpoint.pathParams.length > 0 ? 1 : 0) + (payloadKind(endpoint) ? 1 : 0);
}

/**
 * Derives TanStack Query bindings from a client made by `createApiClient`: a key builder per domain,
 * a `queryOptions` factory per read and a mutation description per change, which invalidates its
 * domain (plus related domains, cached lists it alters and the rules of `INVALIDATION_RULES`).
 * @example
 * const { keys, queries, mutations } = createApiQueries(api);
 * const area = useQuery(queries.area.info({ id }));
 * const save = useApiMutation(mutations.area.update);
 * save.mutate({ params: { id }, body });
 */
export function createApiQueries<const A extends object>(
  api: A,
  options: ApiQueriesOptions = {},
): ApiQueries<A> {
  const cachedLists = options.cachedLists ?? CACHED_LISTS;
  const rules = { ...INVALIDATION_RULES, ...options.invalidationRules };
  const related = { ...RELATED_DOMAINS, ...options.relatedDomains };
  const cachedReads = new Set(cachedLists.map((list) => list.read));
  const keys: Record<string, DomainKeys> = {};
  const queries: Record<string, Record<string, unknown>> = {};
  const mutations: Record<string, Record<string, unknown>> = {};
  const readKeyByRoute = new Map<string, ApiQueryKey>();
  const writes: [domain: string, name: string, fn: AnyFn][] = [];

  for (const [domain, group] of Object.entries(api)) {
    if (group === null || typeof group !== 'object') continue;
    const domainKeys = createDomainKeys(domain);
    keys[domain] = domainKeys;
    queries[domain] = {};
    mutations[domain] = {};
    for (const [name, fn] of Object.entries(group as Record<string, unknown>)) {
      if (!isEndpointFn(fn)) continue;
      const { endpoint } = fn;
      if (!isReadEndpoint(endpoint)) {
        // a file download (GET with a blob answer) is neither a cached read nor a change
        if (endpoint.method !== 'GET') writes.push([domain, name, fn]);
        continue;
      }
      const route = routeOf(endpoint);
      readKeyByRoute.set(route, domainKeys.of(name));
      const cached = cachedReads.has(route);
      const slots = slotsOf(endpoint);
      (queries[domain] as Record<string, unknown>)[name] = (...args: unknown[]) =>
        queryOptions({
          queryKey: domainKeys.of(name, ...args),
          queryFn: ({ signal }) => fn(...Array.from({ length: slots }, (_, i) => args[i]), { signal }),
          ...(cached ? { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } : {}),
        });
    }
  }

  const resolve = (target: string): ApiQueryKey | undefined =>
    target.includes(' ') ? readKeyByRoute.get(target) : keys[target]?.all;

  for (const [domain, name, fn] of writes) {
    const { endpoint } = fn;
    const route = routeOf(endpoint);
    // an explicit rule is exact; otherwise the domain, its related domains and the cached lists it alters
    const rule = rules[route];
    const targets = rule ?? [domain, ...(related[domain] ?? [])];
    const touched = rule
      ? []
      : cachedLists
          .filter((list) => list.refreshOn.some((prefix) => endpoint.path.startsWith(prefix)))
          .map((list) => list.read);
    const resolved = [...new Set([...targets, ...touched])]
      .map(resolve)
      .filter((key): key is ApiQueryKey => key !== undefined);
    // a key inside a broader one is refreshed by it already; a second refetch would cancel the first
    const invalidates = resolved.filter(
      (key) =>
        !resolved.some((other) => other.length < key.length && other.every((part, i) => part === key[i])),
    );
    const slots = slotsOf(endpoint);
    (mutations[domain] as Record<string, unknown>)[name] = {
      endpoint,
      mutationKey: [domain, name] as const,
      invalidates,
      mutationFn: (variables?: {
        params?: unknown;
        body?: unknown;
        query?: unknown;
        headers?: Record<string, string>;
      }) => {
        const args: unknown[] = [];
        if (endpoint.pathParams.length > 0) args.push(variables?.params);
        const kind = payloadKind(endpoint);
        if (kind === 'body') args.push(variables?.body);
        else if (kind === 'query') args.push(variables?.query);
        args.length = slots;
        return fn(...args, {
          ...(kind === 'body' && endpoint.query ? { query: variables?.query } : {}),
          ...(variables?.headers ? { headers: variables.headers } : {}),
        });
      },
    };
  }

  return { keys, queries, mutations } as unknown as ApiQueries<A>;
}
