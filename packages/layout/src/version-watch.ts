/** What the build writes to `/version.json` (and, as its build id, to index.html's `pmc-build` meta). */
export interface BuildStamp {
  version: string;
  buildId: string;
  builtAt?: string;
}

/** At most one look at `/version.json` a minute: focus and navigation come far more often. */
export const VERSION_CHECK_INTERVAL_MS = 60_000;

export interface VersionWatchOptions {
  /** The build id of the running app (index.html's meta); without one (dev server) nothing is checked. */
  current: string | undefined;
  /** Reads the served build's stamp; a rejection (offline, server restarting) is ignored. */
  fetchStamp: () => Promise<BuildStamp>;
  /** The clock, in ms. */
  now?: () => number;
  intervalMs?: number;
}

export interface VersionWatch {
  /** Looks at the served build unless it was looked at within the interval. */
  check(): Promise<void>;
  /** Checks whenever `target` (the window) regains focus; returns the stop. */
  watchFocus(target: EventTarget): () => void;
  /** The newer build to announce, or undefined (none seen, or put off with `dismiss`). */
  available(): BuildStamp | undefined;
  /** Hides the notice until a build with yet another id is served. */
  dismiss(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Notices a release while a tab is open: compares the served build id with the running one, throttled,
 * and never reloads by itself (the person chooses when, so no unsaved input is lost).
 *
 * @example
 * const watch = createVersionWatch({ current: meta.content, fetchStamp: () => fetch('/version.json').then((r) => r.json()) });
 * const stop = watch.watchFocus(window);
 */
export function createVersionWatch({
  current,
  fetchStamp,
  now = Date.now,
  intervalMs = VERSION_CHECK_INTERVAL_MS,
}: VersionWatchOptions): VersionWatch {
  // The app was just loaded from the server, so it is the served build: the first look is a minute on
  // (the focus a new tab gets as it opens is not a reason to ask).
  let lastCheck = now();
  let newer: BuildStamp | undefined;
  let dismissed: string | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  async function check() {
    if (!current) return;
    const at = now();
    if (at - lastCheck < intervalMs) return;
    // A failed look counts too: a server that is down is not asked again on every click.
    lastCheck = at;
    let stamp: BuildStamp;
    try {
      stamp = await fetchStamp();
    } catch {
      return;
    }
    if (typeof stamp?.buildId !== 'string' || !stamp.buildId) return;
    if (stamp.buildId === current || stamp.buildId === dismissed || stamp.buildId === newer?.buildId) return;
    newer = stamp;
    emit();
  }

  return {
    check,
    watchFocus(target) {
      const onFocus = () => void check();
      target.addEventListener('focus', onFocus);
      return () => target.removeEventListener('focus', onFocus);
    },
    available: () => newer,
    dismiss() {
      if (!newer) return;
      dismissed = newer.buildId;
      newer = undefined;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
