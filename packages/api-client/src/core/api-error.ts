import type { MessageDescriptor } from '../messages.ts';

/**
 * Why a call failed: `code` the envelope carried a code other than 200; `http` the server answered
 * with a non-2xx status; `network` the request never got an answer; `invalid` the answer was not an
 * envelope (or, with `validateData`, its data did not match the contract).
 */
export type ApiErrorKind = 'code' | 'http' | 'network' | 'invalid';

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

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.msg = init.msg;
    this.descriptor = init.descriptor;
    this.status = init.status;
    this.path = init.path;
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
