export type {
  ApiMutation,
  ApiQueries,
  ApiQueryOptions,
  EndpointOf,
  IsRead,
  MutationVariables,
  QueryArgs,
  ReadNames,
  WriteNames,
} from './api-types.ts';
export type { ApiQueriesOptions } from './create-api-queries.ts';
export { createApiQueries } from './create-api-queries.ts';
export type { CachedList } from './endpoint-rules.ts';
export {
  CACHED_LISTS,
  INVALIDATION_RULES,
  isReadEndpoint,
  RELATED_DOMAINS,
  routeOf,
} from './endpoint-rules.ts';
export type { ApiQueryKey, DomainKeys } from './query-keys.ts';
export { createDomainKeys } from './query-keys.ts';
export type { UseApiMutationOptions } from './use-api-mutation.ts';
export { useApiMutation } from './use-api-mutation.ts';
