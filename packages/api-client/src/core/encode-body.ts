import type { BodyEncoding } from '../contract/index.ts';
import { toSearchParams } from './to-search-params.ts';

export interface EncodedBody {
  body: string | URLSearchParams | FormData | undefined;
  /** Set for JSON only: form and multipart bodies let the platform set it (multipart needs the boundary). */
  contentType: string | undefined;
}

function appendMultipart(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    form.append(key, value, typeof File !== 'undefined' && value instanceof File ? value.name : 'blob');
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}

/**
 * Encodes a body as the endpoint declares: JSON (default), form-encoded (sign-in) or multipart
 * (uploads; Files and Blobs go as file parts, arrays repeat their key). A ready FormData or
 * URLSearchParams is sent as it is.
 * @example
 * encodeBody({ account: 'admin' }, 'form').body?.toString(); // 'account=admin'
 */
export function encodeBody(payload: unknown, encoding: BodyEncoding = 'json'): EncodedBody {
  if (payload === undefined) return { body: undefined, contentType: undefined };
  if (typeof FormData !== 'undefined' && payload instanceof FormData)
    return { body: payload, contentType: undefined };
  if (payload instanceof URLSearchParams) return { body: payload, contentType: undefined };
  if (encoding === 'form') return { body: toSearchParams(payload), contentType: undefined };
  if (encoding === 'multipart') {
    const form = new FormData();
    if (payload !== null && typeof payload === 'object') {
      for (const [key, value] of Object.entries(payload)) {
        if (Array.isArray(value)) for (const item of value) appendMultipart(form, key, item);
        else appendMultipart(form, key, value);
      }
    }
    return { body: form, contentType: undefined };
  }
  return { body: JSON.stringify(payload), contentType: 'application/json' };
}
