import { createChunkReloadGuard, isChunkLoadError } from '@pmc/layout';
import { reloadKeepingDrafts } from '../session/drafts.ts';

const guard = createChunkReloadGuard({
  storage: {
    getItem: (key) => safe(() => sessionStorage.getItem(key), null),
    setItem: (key, value) => safe(() => sessionStorage.setItem(key, value), undefined),
    removeItem: (key) => safe(() => sessionStorage.removeItem(key), undefined),
  },
});

// One decision per error: React renders an error element more than once (StrictMode, retries), and a
// second claim would read the first as "already reloaded".
const decided = new WeakMap<object, boolean>();

/**
 * For an error that reached a route's error element: true when it is a chunk that would not load (an
 * older build's file, gone after a release) and the app is now reloading at the asked URL to get the
 * new build. False for any other error, and for a chunk that failed again right after such a reload.
 */
export function reloadForChunkError(error: unknown, url: string): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  const known = decided.get(error);
  if (known !== undefined) return known;
  const reload = guard.claim(url);
  decided.set(error, reload);
  if (reload) reloadKeepingDrafts();
  return reload;
}

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * Wraps a route's `lazy`: a chunk that will not load becomes that route's loader error, which the error
 * elements above handle (reload once, then not-found). A rejected `lazy` itself would leave the route
 * "still loading" for react-router, which then renders nothing at all: the blank window of a release.
 */
export function surviveChunkError<T extends object>(
  lazy: () => Promise<T>,
): () => Promise<T | { loader: () => never; Component: () => null }> {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return {
        loader: () => {
          throw error;
        },
        // Never shown (the loader always fails); it tells react-router the route is complete.
        Component: () => null,
      };
    }
  };
}
