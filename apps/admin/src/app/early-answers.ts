declare global {
  interface Window {
    /** Answers src/boot's scripts asked for before the app's code arrived, by path. */
    __pmcEarly?: Record<string, Promise<Response>>;
  }
}

/**
 * The request core's fetch: a GET without a session whose answer the document's head already asked
 * for (src/boot/early-captcha.js) takes that answer, once; everything else, and an early request that
 * failed, goes to the network.
 */
export function fetchWithEarlyAnswers(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = globalThis.window?.__pmcEarly;
  const path = typeof input === 'string' ? input : '';
  const answer = early?.[path];
  if (
    !early ||
    !answer ||
    (init?.method ?? 'GET') !== 'GET' ||
    new Headers(init?.headers).has('Authorization')
  )
    return globalThis.fetch(input, init);
  delete early[path];
  return answer.catch(() => globalThis.fetch(input, init));
}
