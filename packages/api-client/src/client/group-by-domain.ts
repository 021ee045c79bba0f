import type { AnyEndpoint } from './endpoint-function.ts';

/**
 * SPEC 7's domains by path prefix, most specific first (departments live under Organize, the role list
 * under common). A path matching none falls in `common`.
 */
export const DOMAIN_RULES = [
  ['/api/permission/Organize/Department', 'department'],
  ['/api/permission/Organize/Depart/', 'department'],
  ['/api/permission/DepartMachine', 'department'],
  ['/admin-api/system/dept', 'department'],
  ['/api/permission/Organize', 'organize'],
  ['/api/permission/organizeAdminIsTrator', 'organize'],
  ['/api/permission/Users/Current', 'session'],
  ['/admin-api/login', 'session'],
  ['/admin-api/captcha', 'session'],
  ['/admin-api/current_user', 'session'],
  ['/admin-api/logout', 'session'],
  ['/admin-api/update_current_user_info', 'session'],
  ['/admin-api/system/auth', 'session'],
  ['/api/oauth', 'session'],
  ['/api/system/Area', 'area'],
  ['/api/permission/Position', 'position'],
  ['/api/system/DictionaryType', 'dictionary'],
  ['/api/system/DictionaryData', 'dictionary'],
  ['/admin-api/system/user', 'user'],
  ['/api/permission/Users', 'user'],
  ['/api/permission/UserMachine', 'user'],
  ['/admin-api/system/role', 'role'],
  ['/admin-api/common/role_all', 'role'],
  ['/api/system/Role', 'role'],
  ['/api/system/BillRule', 'billRule'],
  ['/api/file', 'file'],
  ['/admin-api/common/file', 'file'],
  ['/api/system/printDev', 'printDev'],
] as const satisfies readonly (readonly [prefix: string, domain: string])[];

type Rules = readonly (readonly [string, string])[];

/** The domain of a path under `R` (type-level twin of `domainOf`). */
export type DomainOfPath<P extends string, R extends Rules = typeof DOMAIN_RULES> = R extends readonly [
  readonly [infer Prefix extends string, infer Domain extends string],
  ...infer Rest extends Rules,
]
  ? P extends `${Prefix}${string}`
    ? Domain
    : DomainOfPath<P, Rest>
  : 'common';

type EndpointKeys<C> = { [K in keyof C]: C[K] extends AnyEndpoint ? K : never }[keyof C];
type DomainsOf<C, R extends Rules> = {
  [K in EndpointKeys<C>]: C[K] extends AnyEndpoint ? DomainOfPath<C[K]['path'], R> : never;
}[EndpointKeys<C>];

/** A flat contract regrouped: `{ [domain]: { [exportName]: endpoint } }`. */
export type GroupedByDomain<C, R extends Rules = typeof DOMAIN_RULES> = {
  [D in DomainsOf<C, R>]: {
    [K in EndpointKeys<C> as C[K] extends AnyEndpoint
      ? DomainOfPath<C[K]['path'], R> extends D
        ? K
        : never
      : never]: C[K];
  };
};

/** The domain of one path: the first rule whose prefix it starts with, else `common`. */
export function domainOf(path: string, rules: Rules = DOMAIN_RULES): string {
  return rules.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'common';
}

function isEndpointValue(value: unknown): value is AnyEndpoint {
  return value !== null && typeof value === 'object' && 'pathParams' in value && 'method' in value;
}

/**
 * Groups the flat endpoint exports of a contract module by domain (SPEC 7's sections), so the React
 * bindings get their domains without a hand-written list: a new endpoint lands in its domain by its path.
 * @example
 * import * as contract from '@pmc/api-client/contract';
 * const api = createApiClient(core, groupByDomain(contract));
 * await api.session.login(body); await api.area.info({ id });
 */
export function groupByDomain<const C extends object, const R extends Rules = typeof DOMAIN_RULES>(
  contract: C,
  rules?: R,
): GroupedByDomain<C, R> {
  const groups: Record<string, Record<string, AnyEndpoint>> = {};
  for (const [name, value] of Object.entries(contract)) {
    if (!isEndpointValue(value)) continue;
    const domain = domainOf(value.path, rules ?? DOMAIN_RULES);
    groups[domain] ??= {};
    groups[domain][name] = value;
  }
  return groups as GroupedByDomain<C, R>;
}
