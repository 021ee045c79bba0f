import { apiClientMessages, type MessageDescriptor } from '../messages.ts';
import { ApiError, type ApiErrorKind, fieldProblemsOf } from './api-error.ts';
import { formatDescriptor } from './format-descriptor.ts';
import type { RequestPorts } from './ports.ts';

/** Every message of the core stays 1.5 s (docs/guide/constants.md#timings). */
export const MESSAGE_DURATION_MS = 1500;
/** Pause between the session reset and the reload (docs/guide/api.md#error-catalogue). */
export const RELOAD_DELAY_MS = 100;
/** Codes meaning the session is gone: no or unknown token, expired, forced offline. */
export const SESSION_CODES: ReadonlySet<number> = new Set([600, 601, 602]);

export interface ErrorCatalogue {
  /**
   * A failure with no usable server message (network, HTTP, non-envelope): '请求出错，请重试'; HTTP 503
   * (load shed, an instance restarting) says '服务器繁忙，请稍后重试'.
   */
  requestFailed(
    kind: Exclude<ApiErrorKind, 'code'>,
    path: string,
    status?: number,
    cause?: unknown,
    requestId?: string,
  ): ApiError;
  /** An envelope whose code is not 200: shows its msg (403: '无权限,禁止访问'), maybe ends the session. */
  envelopeFailed(
    code: number,
    msg: unknown,
    path: string,
    status: number,
    sessionExempt: boolean,
    data?: unknown,
    requestId?: string,
  ): ApiError;
  /** Upload or import accepted: the server's msg as a success message. */
  uploadSucceeded(msg: unknown): void;
}

/**
 * The error catalogue of docs/guide/api.md in one place: which text is shown, for how long, and the
 * 600/601/602 sequence (message, then token reset when it closes, then reload 100 ms later unless on the
 * login page). Concurrent calls that all find the session gone start that sequence once.
 */
export function createErrorCatalogue(ports: RequestPorts): ErrorCatalogue {
  const translate = (d: MessageDescriptor) => (ports.translate ?? formatDescriptor)(d);
  let sessionResetPending = false;

  function scheduleSessionReset(): void {
    if (sessionResetPending) return;
    sessionResetPending = true;
    setTimeout(() => {
      ports.onTokenReset();
      if (ports.isOnLoginPage()) {
        sessionResetPending = false;
        return;
      }
      setTimeout(() => {
        sessionResetPending = false;
        ports.reload();
      }, RELOAD_DELAY_MS);
    }, MESSAGE_DURATION_MS);
  }

  /** The request id line under the error, for failures of the server only (what a report needs). */
  const detailOf = (serverFault: boolean, requestId: string | undefined) =>
    serverFault && requestId
      ? translate({ ...apiClientMessages.requestId, values: { id: requestId } })
      : undefined;

  const notify = (msg: string, detail: string | undefined) => {
    if (detail) ports.notify('error', msg, MESSAGE_DURATION_MS, detail);
    else ports.notify('error', msg, MESSAGE_DURATION_MS);
  };

  return {
    requestFailed(kind, path, status, cause, requestId) {
      const descriptor = status === 503 ? apiClientMessages.serverBusy : apiClientMessages.requestFailed;
      const msg = translate(descriptor);
      notify(msg, detailOf(status !== undefined && status >= 500, requestId));
      return new ApiError({ kind, code: status ?? 0, msg, descriptor, status, path, cause, requestId });
    },
    envelopeFailed(code, serverMsg, path, status, sessionExempt, data, requestId) {
      let descriptor: MessageDescriptor | undefined;
      if (code === 403) descriptor = apiClientMessages.forbidden;
      else if (typeof serverMsg !== 'string' || serverMsg.trim() === '')
        descriptor = apiClientMessages.requestFailed;
      const msg = descriptor ? translate(descriptor) : (serverMsg as string);
      notify(msg, detailOf(code === 500, requestId));
      if (SESSION_CODES.has(code) && !sessionExempt) scheduleSessionReset();
      if (code === 403) ports.onForbidden?.(path);
      const fields = code === 400 ? fieldProblemsOf(data) : [];
      return new ApiError({ kind: 'code', code, msg, descriptor, status, path, fields, data, requestId });
    },
    uploadSucceeded(serverMsg) {
      const msg =
        typeof serverMsg === 'string' && serverMsg.trim() !== ''
          ? serverMsg
          : translate(apiClientMessages.uploadSucceeded);
      ports.notify('success', msg, MESSAGE_DURATION_MS);
    },
  };
}
