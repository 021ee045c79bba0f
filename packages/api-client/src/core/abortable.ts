/** The reason an aborted signal carries, or a standard AbortError when it has none. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Settles with `promise`, or rejects with the abort reason as soon as `signal` aborts, whichever is
 * first: a transport that ignores the signal (a custom fetch, a slow body) cannot hang the caller.
 * @example
 * await abortable(fetch(url), controller.signal);
 */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** True for the rejection of an aborted call (DOMException or Error named AbortError). */
export function isAbortError(value: unknown): boolean {
  return (
    (value instanceof Error || (typeof DOMException !== 'undefined' && value instanceof DOMException)) &&
    value.name === 'AbortError'
  );
}
