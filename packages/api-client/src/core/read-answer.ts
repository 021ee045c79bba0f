import type { Envelope } from '../contract/index.ts';

/** What an HTTP answer turned out to be, before the error catalogue decides what the caller gets. */
export type Answer =
  | { type: 'http-error'; status: number }
  | { type: 'not-envelope'; status: number; cause?: unknown }
  | { type: 'envelope'; status: number; envelope: Envelope<unknown> }
  | { type: 'raw'; status: number; body: unknown }
  | { type: 'blob'; status: number; blob: Blob };

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { code, msg } = value as { code?: unknown; msg?: unknown };
  return typeof code === 'number' && (msg === undefined || msg === null || typeof msg === 'string');
}

function isJson(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * Reads an answer. `blob`: the body comes back untouched, unless the server answered with a JSON
 * envelope instead of a file (an error such as 403 or 601 must still reach the error catalogue).
 * `raw`: parsed JSON handed back without looking at the code (the Model+Config rule).
 */
export async function readAnswer(response: Response, mode: 'envelope' | 'blob' | 'raw'): Promise<Answer> {
  const { status } = response;
  if (!response.ok) return { type: 'http-error', status };
  if (mode === 'blob') {
    const blob = await response.blob();
    if (isJson(response)) {
      try {
        const parsed: unknown = JSON.parse(await blob.text());
        if (isEnvelope(parsed) && parsed.code !== 200) return { type: 'envelope', status, envelope: parsed };
      } catch {
        // A JSON content type with a body that is not JSON: it is a file after all.
      }
    }
    return { type: 'blob', status, blob };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    return { type: 'not-envelope', status, cause };
  }
  if (mode === 'raw') return { type: 'raw', status, body: parsed };
  return isEnvelope(parsed)
    ? { type: 'envelope', status, envelope: parsed }
    : { type: 'not-envelope', status };
}
