import * as z from 'zod';
import { guardInput } from './input-guard.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How the body travels: JSON, form-encoded (sign-in), multipart (uploads) or none. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * Who may call an endpoint. `public`: anyone; `session`: any signed-in user; otherwise the menu
 * (page) whose data it reads and, for changes, the button code it needs (btn_add, btn_edit, ...).
 */
export type EndpointAuth = 'public' | 'session' | { readonly menu: string; readonly button?: string };

/** Path parameter names of a contract path such as `/api/system/Area/{id}/Actions/State`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : { [K in PathParamNames<P>]: string | number };

export interface EndpointInput {
  readonly method: HttpMethod;
  /** The path exactly as docs/guide/api.md#calls writes it, with `{name}` placeholders. */
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyEncoding?: BodyEncoding;
  /** Schema of the envelope's `data`. */
  readonly data: z.ZodType;
  /** `blob` for spreadsheet exports and downloads: the answer is returned as it is. */
  readonly response?: 'envelope' | 'blob';
  /**
   * `echo`: the answer holds only what the caller sent (an import's rows read back for correction), so
   * its personal fields are not masked (docs/guide/permissions.md#personal-fields).
   */
  readonly personal?: 'echo';
  readonly summary: string;
}

export type Endpoint<E extends EndpointInput = EndpointInput> = E & {
  readonly pathParams: readonly string[];
  /** Schema of the path parameters: each an id-like text (1 to 64 characters, no control characters). */
  readonly params: z.ZodType<Record<string, string>>;
};

/** A path parameter: ids, upload types, bill-rule codes. Capped so a 1 MB "id" never reaches a query. */
export const pathParamSchema = z.string().min(1).max(64);

/**
 * Declares one endpoint of the contract. The server registers its route from it and the client
 * derives its typed function from it, so the two cannot drift.
 * @example
 * export const getArea = defineEndpoint({
 *   method: 'GET', path: '/api/system/Area/{id}/Info', auth: { menu: 'area' },
 *   data: areaSchema, summary: 'One area',
 * });
 */
export function defineEndpoint<const E extends EndpointInput>(input: E): Endpoint<E> {
  const pathParams = [...input.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const params = guardInput(z.object(Object.fromEntries(pathParams.map((name) => [name, pathParamSchema]))));
  // Every query and body gets the shared text rules (no control characters, a length cap), so a field
  // added later cannot forget them.
  const guarded = {
    ...(input.query ? { query: guardInput(input.query) } : {}),
    ...(input.body ? { body: guardInput(input.body) } : {}),
  };
  return Object.freeze({ ...input, ...guarded, pathParams, params }) as Endpoint<E>;
}

/** The envelope every answer is wrapped in (docs/guide/api.md#envelope). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.nullable().optional() });

export type Envelope<T> = { code: number; msg: string; data?: T | null };

export type QueryOf<E extends EndpointInput> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type BodyOf<E extends EndpointInput> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type DataOf<E extends EndpointInput> = z.output<E['data']>;

/** Fills `{name}` placeholders; throws on a missing one rather than calling a wrong URL. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`path parameter "${name}" is missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
