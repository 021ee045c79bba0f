import type { DataTag, UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AnyEndpoint, BodyPayloadOf, ParamsArg, PayloadArg } from '../client/index.ts';
import type { PathParamNames, PathParams, QueryOf } from '../contract/index.ts';
import type { ResultOf } from '../core/index.ts';
import type { ApiQueryKey, DomainKeys } from './query-keys.ts';

/** The endpoint a derived function carries. */
export type EndpointOf<F> = F extends { readonly endpoint: infer E extends AnyEndpoint } ? E : never;

/** Type-level twin of `isReadEndpoint`: GET (not a file download), or a POST selector read. */
export type IsRead<E extends AnyEndpoint> = E['response'] extends 'blob'
  ? false
  : E['method'] extends 'GET'
    ? true
    : E['method'] extends 'POST'
      ? E['path'] extends `${string}/Selector` | `${string}/Selector/${string}` | `${string}/getUserList`
        ? true
        : false
      : false;

export type ReadNames<G> = {
  [K in keyof G]: [EndpointOf<G[K]>] extends [never]
    ? never
    : IsRead<EndpointOf<G[K]>> extends true
      ? K
      : never;
}[keyof G] &
  string;

/** Changes: every method but GET, less the POST selector reads. */
export type WriteNames<G> = {
  [K in keyof G]: [EndpointOf<G[K]>] extends [never]
    ? never
    : EndpointOf<G[K]>['method'] extends 'GET'
      ? never
      : IsRead<EndpointOf<G[K]>> extends true
        ? never
        : K;
}[keyof G] &
  string;

/** The arguments of a query factory: those of the endpoint function without the call options. */
export type QueryArgs<E extends AnyEndpoint> = [...ParamsArg<E>, ...PayloadArg<E>];

/** What a query factory returns: ready for useQuery, useSuspenseQuery, prefetchQuery, getQueryData. */
export type ApiQueryOptions<T> = UnusedSkipTokenOptions<T, Error, T, ApiQueryKey> & {
  queryKey: DataTag<ApiQueryKey, T, Error>;
};

type Required_<T> = Partial<T> extends T ? false : true;
type ParamsVar<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? unknown
  : { params: PathParams<E['path']> };
type BodyVar<E extends AnyEndpoint> = [BodyPayloadOf<E>] extends [never]
  ? unknown
  : Required_<BodyPayloadOf<E>> extends true
    ? { body: BodyPayloadOf<E> }
    : { body?: BodyPayloadOf<E> };
type QueryVar<E extends AnyEndpoint> = E['query'] extends z.ZodType
  ? Required_<QueryOf<E>> extends true
    ? { query: QueryOf<E> }
    : { query?: QueryOf<E> }
  : unknown;
type Vars<E extends AnyEndpoint> = ParamsVar<E> & BodyVar<E> & QueryVar<E>;

/**
 * A mutation's variables: `{ params?, body?, query? }` as the endpoint declares them, or nothing; plus
 * optional extra request `headers` (as `X-Restore-Of` on a save of values restored from a history entry).
 */
export type MutationVariables<E extends AnyEndpoint> = [keyof Vars<E>] extends [never]
  ? // biome-ignore lint/suspicious/noConfusingVoidType: TanStack's mutate() takes no argument only for void variables
    void
  : Vars<E> & { headers?: Record<string, string> };

/** A change endpoint with the keys its success invalidates; pass it to `useApiMutation`. */
export interface ApiMutation<E extends AnyEndpoint> {
  readonly endpoint: E;
  readonly mutationKey: readonly [domain: string, name: string];
  readonly mutationFn: (variables: MutationVariables<E>) => Promise<ResultOf<E>>;
  /** Query-key prefixes refreshed after success: its domain, related reads and cached lists. */
  readonly invalidates: readonly ApiQueryKey[];
}

type Domains<A> = {
  [D in keyof A as A[D] extends (...args: never[]) => unknown
    ? never
    : A[D] extends object
      ? D
      : never]: A[D];
};

export interface ApiQueries<A> {
  /** One key builder per domain. */
  keys: { [D in keyof Domains<A>]: DomainKeys<D & string, ReadNames<Domains<A>[D]>> };
  /** One `queryOptions` factory per read endpoint. */
  queries: {
    [D in keyof Domains<A>]: {
      [N in ReadNames<Domains<A>[D]>]: (
        ...args: QueryArgs<EndpointOf<Domains<A>[D][N]>>
      ) => ApiQueryOptions<ResultOf<EndpointOf<Domains<A>[D][N]>>>;
    };
  };
  /** One mutation description per change endpoint. */
  mutations: {
    [D in keyof Domains<A>]: {
      [N in WriteNames<Domains<A>[D]>]: ApiMutation<EndpointOf<Domains<A>[D][N]>>;
    };
  };
}
