import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { BuildStamp, VersionWatch } from '../version-watch.ts';

export interface NewVersionNotice {
  /** The newer build to announce, or undefined. */
  available: BuildStamp | undefined;
  /** Puts the notice off until yet another build is served. */
  later(): void;
}

/**
 * Binds a version watch to the window: checks when the window regains focus and whenever `path` changes
 * (not on the first render: the app was just loaded from the server), throttled by the watch.
 *
 * @example
 * const { available, later } = useNewVersionNotice(versionWatch, pathname);
 */
export function useNewVersionNotice(watch: VersionWatch, path: string): NewVersionNotice {
  useEffect(() => watch.watchFocus(window), [watch]);
  const firstPath = useRef(path);
  useEffect(() => {
    if (path === firstPath.current) return;
    firstPath.current = '';
    void watch.check();
  }, [watch, path]);
  const available = useSyncExternalStore(watch.subscribe, watch.available, watch.available);
  return { available, later: watch.dismiss };
}
