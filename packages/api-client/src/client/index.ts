export type { ApiClient } from './create-api-client.ts';
export { createApiClient, endpointFunction, isEndpoint } from './create-api-client.ts';
export type {
  AnyEndpoint,
  EndpointArgs,
  EndpointCallOptions,
  EndpointFunction,
  ParamsArg,
  PayloadArg,
  PayloadOf,
} from './endpoint-function.ts';
export type { DomainOfPath, GroupedByDomain } from './group-by-domain.ts';
export { DOMAIN_RULES, domainOf, groupByDomain } from './group-by-domain.ts';
