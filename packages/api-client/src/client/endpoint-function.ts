import type { z } from 'zod';
import type {
  BodyOf,
  Endpoint,
  EndpointInput,
  PathParamNames,
  PathParams,
  QueryOf,
} from '../contract/index.ts';
import type { CallOptions, ResultOf } from '../core/index.ts';

/** Any declared endpoint. */
export type AnyEndpoint = Endpoint<EndpointInput>;

/** One field of a multipart body: a file, or text (numbers and booleans are sent as text). */
export type MultipartValue = Blob | string | number | boolean | readonly (Blob | string | number)[] | null;

/** The body of a multipart endpoint declared without a body schema (uploads): a FormData or its fields. */
export type MultipartBody = FormData | { readonly [field: string]: MultipartValue };

/** The body an endpoint takes: its body schema's input, a multipart body for uploads, or none. */
export type BodyPayloadOf<E extends EndpointInput> = E['body'] extends z.ZodType
  ? BodyOf<E>
  : E extends { readonly bodyEncoding: 'multipart' }
    ? MultipartBody
    : never;

/** What an endpoint's second argument carries: its body, or for a call without a body its query. */
export type PayloadOf<E extends EndpointInput> = [BodyPayloadOf<E>] extends [never]
  ? E['query'] extends z.ZodType
    ? QueryOf<E>
    : never
  : BodyPayloadOf<E>;

/** The path-parameter argument of a derived function: present only when the path has `{name}`s. */
export type ParamsArg<E extends EndpointInput> = [PathParamNames<E['path']>] extends [never]
  ? []
  : [params: PathParams<E['path']>];

/** The payload argument: required unless every field is optional; absent without body and query. */
export type PayloadArg<E extends EndpointInput> = [PayloadOf<E>] extends [never]
  ? []
  : undefined extends PayloadOf<E>
    ? [payload?: PayloadOf<E>]
    : Partial<PayloadOf<E>> extends PayloadOf<E>
      ? [payload?: PayloadOf<E>]
      : [payload: PayloadOf<E>];

/** Call options; an endpoint with both a body and a query takes the query here. */
export type EndpointCallOptions<E extends EndpointInput> = CallOptions &
  ([BodyPayloadOf<E>] extends [never]
    ? unknown
    : E['query'] extends z.ZodType
      ? { query?: QueryOf<E> }
      : unknown);

/** The arguments of a derived function: path params (if any), payload (if any), then options. */
export type EndpointArgs<E extends EndpointInput> = [
  ...ParamsArg<E>,
  ...PayloadArg<E>,
  options?: EndpointCallOptions<E>,
];

/**
 * One typed function per endpoint, e.g. `(params: { id }, body, options?) => Promise<data>`; the
 * endpoint itself rides along for the React bindings and for links.
 */
export type EndpointFunction<E extends AnyEndpoint> = ((...args: EndpointArgs<E>) => Promise<ResultOf<E>>) & {
  readonly endpoint: E;
};
