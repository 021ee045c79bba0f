import type { z } from 'zod';
import type { CallOptions, RequestCore, RequestParts } from '../core/index.ts';
import type { AnyEndpoint, EndpointFunction } from './endpoint-function.ts';

/** A contract: endpoints grouped by domain (any depth); other values (helpers, schemas) are ignored. */
export type ApiClient<C> = {
  readonly [K in keyof C as C[K] extends AnyEndpoint
    ? K
    : C[K] extends ((...args: never[]) => unknown) | z.ZodType | readonly unknown[]
      ? never
      : C[K] extends object
        ? K
        : never]: C[K] extends AnyEndpoint ? EndpointFunction<C[K]> : ApiClient<C[K]>;
};

/** True for a value made by `defineEndpoint`. */
export function isEndpoint(value: unknown): value is AnyEndpoint {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<AnyEndpoint>;
  return typeof v.method === 'string' && typeof v.path === 'string' && Array.isArray(v.pathParams);
}

function isGroup(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  // zod schemas and class instances are not endpoint groups
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Which argument slot an endpoint's payload fills: its body (a body schema, or a multipart upload
 * declared without one), its query, or none.
 */
export function payloadKind(endpoint: AnyEndpoint): 'body' | 'query' | undefined {
  if (endpoint.body !== undefined || endpoint.bodyEncoding === 'multipart') return 'body';
  return endpoint.query !== undefined ? 'query' : undefined;
}

/**
 * Builds the typed function of one endpoint: path params first (when the path has any), then the
 * body (or, without a body, the query), then the call options.
 * @example
 * const info = endpointFunction(core, contract.area.info);
 * await info({ id: '1' }, { signal });
 */
export function endpointFunction<E extends AnyEndpoint>(core: RequestCore, endpoint: E): EndpointFunction<E> {
  const hasParams = endpoint.pathParams.length > 0;
  const kind = payloadKind(endpoint);
  const fn = (...args: unknown[]) => {
    let at = 0;
    const parts: RequestParts = {};
    if (hasParams) parts.params = args[at++] as Record<string, string | number>;
    const payload = kind ? args[at++] : undefined;
    const options = (args[at] ?? {}) as CallOptions & { query?: unknown };
    if (kind === 'body') {
      parts.body = payload;
      if (endpoint.query !== undefined) parts.query = options.query;
    } else {
      parts.query = payload;
    }
    return core.call(endpoint, parts, options);
  };
  return Object.assign(fn, { endpoint }) as unknown as EndpointFunction<E>;
}

/**
 * Derives one typed function per endpoint of a contract, keeping its grouping, so a new endpoint
 * needs no client code.
 * @example
 * const api = createApiClient(core, contract);
 * const { token } = await api.session.login({ account, password: hashPassword(pw), code, sys_captcha });
 * const area = await api.area.info({ id: '1' }, { signal });
 */
export function createApiClient<const C extends object>(core: RequestCore, contract: C): ApiClient<C> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(contract)) {
    if (isEndpoint(value)) out[key] = endpointFunction(core, value);
    else if (isGroup(value)) out[key] = createApiClient(core, value);
  }
  return out as ApiClient<C>;
}
