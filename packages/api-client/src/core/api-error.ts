import type { MessageDescriptor } from '../messages.ts';

/**
 * Why a call failed: `code` the envelope carried a code other than 200; `http` the server answered
 * with a non-2xx status; `network` the request never got an answer; `invalid` the answer was not an
 * envelope (or, with `validateData`, its data did not match the contract).
 */
export type ApiErrorKind = 'code' | 'http' | 'network' | 'invalid';

/**
 * One field at fault in a code-400 answer (`data: { fields: [{ path, message }] }`): its dotted path
 * as the request named it (`realName`, `propertyJson.shortName`, `roleIds.0`) and the server's
 * translated message, to show beside that field.
 */
export interface FieldProblem {
  path: string;
  message: string;
}

/** The field problems of a code-400 envelope's `data`; empty when it carries none. */
export function fieldProblemsOf(data: unknown): FieldProblem[] {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldProblem =>
      f !== null && typeof f === 'object' && typeof f.path === 'string' && typeof f.message === 'string',
  );
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Envelope code; the HTTP status for `http`; 0 when there was no answer to read one from. */
  code: number;
  /** The text shown to the user: the server's msg, or the translated fallback. */
  msg: string;
  /** The fallback descriptor used when the server gave no usable msg. */
  descriptor?: MessageDescriptor;
  /** The HTTP status, when there was an answer. */
  status?: number;
  /** The request path (without the base URL). */
  path: string;
  /** Code 400: every field at fault, from the envelope's `data.fields`. */
  fields?: FieldProblem[];
  /** The refusing envelope's `data`, when it carried one (an import's row errors). */
  data?: unknown;
  /** The answer's `X-Request-Id`, when it had one. */
  requestId?: string;
  cause?: unknown;
}

/**
 * The one error type every failed call rejects with (aborts reject with the signal's reason instead).
 * @example
 * try { await api.area.remove({ id }); }
 * catch (e) { if (isApiError(e) && e.code === 403) showForbiddenPage(); }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly msg: string;
  readonly descriptor: MessageDescriptor | undefined;
  readonly status: number | undefined;
  readonly path: string;
  /** Code 400: every field at fault (`[]` otherwise), e.g. for `setError(path, { message })` of a form. */
  readonly fields: readonly FieldProblem[];
  /**
   * The refusing envelope's `data` as it came (undefined when none): what a refusal says beyond its
   * msg, e.g. the rows an import refused (`{ errors: [{ row, field, msg }] }`).
   */
  readonly data: unknown;
  /** The server's id of the request (`X-Request-Id`): quote it to find the request in the logs. */
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.descriptor = init.descriptor;
    this.status = init.status;
    this.path = init.path;
    this.fields = init.fields ?? [];
    this.data = init.data ?? undefined;
    this.requestId = init.requestId;
  }
}

/**
 * Type guard for {@link ApiError}, also across bundle copies (checks the shape, not the class).
 * @example
 * if (isApiError(error)) console.log(error.code, error.msg);
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error &&
      value.name === 'ApiError' &&
      typeof (value as Partial<ApiError>).code === 'number' &&
      typeof (value as Partial<ApiError>).msg === 'string')
  );
}
