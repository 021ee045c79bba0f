import type { StorageLike } from './settings-store.ts';

/** Session-storage key of the last reload made for a chunk that would not load. */
export const CHUNK_RELOAD_KEY = 'park_chunkReload';

/** How long a reload at one URL counts as "already tried": a second failure inside it is final. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper adds its
// own for a CSS file. All of them mean "this build's file is gone", never "this page does not exist".
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;

/**
 * True when `error` is a chunk (JS module or CSS) that could not be fetched: after a release the old
 * build's hashed files are gone, so the fix is a fresh load of the app, not a 404.
 *
 * @example
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js')); // true
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR.test(error.message);
}

export interface ChunkReloadGuardOptions {
  /** Where the last reload is kept; `sessionStorage` in the browser (per tab, survives the reload). */
  storage: StorageLike;
  /** The clock, in ms. */
  now?: () => number;
  windowMs?: number;
}

export interface ChunkReloadGuard {
  /**
   * Asks to reload at `url` for a chunk that failed there. True (and remembered) the first time; false
   * when a reload at the same URL was made within the window, so the caller shows its not-found screen
   * instead of reloading again and again.
   */
  claim(url: string): boolean;
}

/**
 * The guard against a reload loop: one reload per URL within a time window, kept in session storage so
 * it survives the reload it allows.
 *
 * @example
 * const guard = createChunkReloadGuard({ storage: sessionStorage });
 * if (isChunkLoadError(error) && guard.claim(location.href)) location.reload();
 */
export function createChunkReloadGuard({
  storage,
  now = Date.now,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
}: ChunkReloadGuardOptions): ChunkReloadGuard {
  return {
    claim(url) {
      const at = now();
      const last = readLast(storage);
      if (last && last.url === url && at - last.at >= 0 && at - last.at < windowMs) return false;
      try {
        storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ url, at }));
      } catch {
        // Storage full or refused: without a record a loop cannot be stopped, so do not reload.
        return false;
      }
      return true;
    },
  };
}

function readLast(storage: StorageLike): { url: string; at: number } | undefined {
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as { url?: unknown; at?: unknown };
    return typeof value.url === 'string' && typeof value.at === 'number'
      ? { url: value.url, at: value.at }
      : undefined;
  } catch {
    return undefined;
  }
}
