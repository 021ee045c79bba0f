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
