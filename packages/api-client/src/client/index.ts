export type { ApiClient } from './create-api-client.ts';
export { createApiClient, endpointFunction, isEndpoint, payloadKind } from './create-api-client.ts';
export type {
  AnyEndpoint,
  BodyPayloadOf,
  EndpointArgs,
  EndpointCallOptions,
  EndpointFunction,
  MultipartBody,
  MultipartValue,
  ParamsArg,
  PayloadArg,
  PayloadOf,
} from './endpoint-function.ts';
export type { SessionApi } from './session-api.ts';
export { createSessionApi } from './session-api.ts';
