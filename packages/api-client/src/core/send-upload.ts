import { abortable, abortReason } from './abortable.ts';
import type { UploadProgress, XhrLike } from './ports.ts';

export interface UploadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData | URLSearchParams | string | undefined;
  signal: AbortSignal | undefined;
  onProgress: (progress: UploadProgress) => void;
}

export function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0 };
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

/**
 * Sends an upload with XMLHttpRequest, the one browser API that reports bytes sent, and hands back a
 * standard Response so the answer is read exactly like a fetch answer.
 */
export function sendWithXhr(createXhr: () => XhrLike, request: UploadRequest): Promise<Response> {
  const { signal } = request;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise<Response>((resolve, reject) => {
    const xhr = createXhr();
    const onAbort = () => {
      xhr.abort();
      reject(signal ? abortReason(signal) : new DOMException('The operation was aborted.', 'AbortError'));
    };
    const done = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.open(request.method, request.url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      request.onProgress(progressOf(event.loaded, event.lengthComputable ? event.total : 0));
    };
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError(`upload failed with status ${xhr.status}`));
        return;
      }
      const body = NULL_BODY_STATUS.has(xhr.status) ? null : (xhr.response as Blob | null);
      resolve(new Response(body, { status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('network error during upload'));
    };
    xhr.onabort = () => {
      done();
      reject(signal ? abortReason(signal) : new DOMException('The operation was aborted.', 'AbortError'));
    };
    xhr.send(request.body ?? null);
  });
}

/** Byte size of a body as far as it can be known without serialising it (file parts and text). */
export function estimateBodySize(body: UploadRequest['body']): number {
  if (body === undefined) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).byteLength;
  let size = 0;
  for (const [, value] of body.entries()) {
    size += typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size;
  }
  return size;
}

/**
 * Fallback where XMLHttpRequest is missing (Node, workers): fetch cannot report bytes sent, so
 * progress is reported as 0 of the body size when the request leaves and all of it once it is answered.
 */
export async function sendWithFetch(fetchFn: typeof fetch, request: UploadRequest): Promise<Response> {
  const total = estimateBodySize(request.body);
  request.onProgress(progressOf(0, total));
  const init: RequestInit = { method: request.method, headers: request.headers };
  if (request.body !== undefined) init.body = request.body;
  if (request.signal) init.signal = request.signal;
  const response = await abortable(fetchFn(request.url, init), request.signal);
  request.onProgress(progressOf(total, total));
  return response;
}
