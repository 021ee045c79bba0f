import type { MessageDescriptor } from '../messages.ts';

/** How a message is shown: `error` for failures, `success` for upload and import confirmations. */
export type NotifyKind = 'error' | 'success';

/**
 * What the host app plugs into the request core, so the core needs no DOM, router, storage or toast.
 * In the admin app: token and uid from the session store, notify = `@pmc/ui` message (one at a time),
 * reload = `location.reload`, isOnLoginPage = the router's current path is `/login`.
 */
export interface RequestPorts {
  /** The raw token for the Authorization header (no "Bearer "); empty or undefined when signed out. */
  getToken(): string | null | undefined;
  /** The signed-in user's id for the AdminId header, when known. */
  getUid(): string | number | null | undefined;
  /** Clears the stored token (and whatever the session keeps) after a 600/601/602 answer. */
  onTokenReset(): void;
  /**
   * Shows one message for `durationMs` (1500 for every message of the core). `detail`, on failures of
   * the server (code 500, HTTP 5xx), is the request id line ('请求编号：…') that leads to its log line.
   */
  notify(kind: NotifyKind, message: string, durationMs: number, detail?: string): void;
  /** Reloads the page after a session reset (not called while on the login page). */
  reload(): void;
  /** True while the login page is shown: the session reset then does not reload. */
  isOnLoginPage(): boolean;
  /** Turns a fallback descriptor into text in the user's language. Default: the zh source message. */
  translate?(descriptor: MessageDescriptor): string;
  /**
   * Called after an answer with code 403 (besides its toast): the caller's permissions changed under
   * it, or the UI offered what the server refuses; the admin app reloads the user's menu and permissions.
   */
  onForbidden?(path: string): void;
  /**
   * Called after an answer to a signed-in request with the server's idle limit in ms (the
   * `x-session-idle-seconds` header): the session's idle clock restarted then. The app's idle warning.
   */
  onSessionSeen?(idleMs: number): void;
  /** The user's language for the Accept-Language header ('zh' | 'en' | 'zhtw'); omitted when absent. */
  getLanguage?(): string | null | undefined;
}

/** Bytes of an upload's body sent so far, out of `total` (0 when the size is unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, rounded down; 0 while the total is unknown. */
  percent: number;
}

/** Options every call takes. */
export interface CallOptions {
  /** Cancels the call; the promise then rejects with the signal's reason at once. */
  signal?: AbortSignal;
  /** Upload progress of a multipart body (bytes sent of total). */
  onProgress?: (progress: UploadProgress) => void;
  /** Extra request headers (they cannot override Authorization or AdminId). */
  headers?: Record<string, string>;
}

/** The subset of XMLHttpRequest the upload transport uses; tests and non-browser hosts can fake it. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData | URLSearchParams | string | Blob | null): void;
  abort(): void;
  getAllResponseHeaders(): string;
  readonly status: number;
  readonly response: unknown;
  responseType: XMLHttpRequestResponseType;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}
