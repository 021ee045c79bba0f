import { useSyncExternalStore } from 'react';

/** Below this width (px) the kit lays itself out for a phone: ProTable's and the product's `md` step. */
export const NARROW_SCREEN = 768;
const QUERY = `(max-width: ${NARROW_SCREEN - 1}px)`;

const media = () =>
  typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(QUERY);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is narrower than {@link NARROW_SCREEN}, following resizes and rotation. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
