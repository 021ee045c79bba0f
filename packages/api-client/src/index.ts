export type {
  AnyEndpoint,
  ApiClient,
  BodyPayloadOf,
  EndpointArgs,
  EndpointCallOptions,
  EndpointFunction,
  MultipartBody,
  MultipartValue,
  ParamsArg,
  PayloadArg,
  PayloadOf,
  SessionApi,
} from './client/index.ts';
export {
  createApiClient,
  createSessionApi,
  endpointFunction,
  isEndpoint,
  payloadKind,
} from './client/index.ts';
// Contract types only: the endpoints and schemas live at '@pmc/api-client/contract', so that the
// request core alone (hashPassword, createRequestCore) does not load zod and every schema.
export type {
  BodyEncoding,
  BodyOf,
  DataOf,
  Endpoint,
  EndpointAuth,
  EndpointInput,
  Envelope,
  HttpMethod,
  PathParamNames,
  PathParams,
  QueryOf,
} from './contract/index.ts';
export type {
  ApiErrorInit,
  ApiErrorKind,
  CallOptions,
  EncodedBody,
  FieldProblem,
  NotifyKind,
  RequestCore,
  RequestCoreOptions,
  RequestParts,
  RequestPorts,
  ResultOf,
  UploadProgress,
  XhrLike,
} from './core/index.ts';
export {
  ApiError,
  abortable,
  createRequestCore,
  encodeBody,
  fieldProblemsOf,
  fillPath,
  formatDescriptor,
  isAbortError,
  isApiError,
  MESSAGE_DURATION_MS,
  RELOAD_DELAY_MS,
  SESSION_CODES,
  SESSION_EXEMPT_PATHS,
  toSearchParams,
} from './core/index.ts';
export { hashPassword } from './hash-password.ts';
export { apiClientLazyCatalog } from './lazy-catalog.ts';
export type { MessageDescriptor } from './messages.ts';
export { apiClientMessages } from './messages.ts';
