import { type RefObject, useEffect, useState } from 'react';

/** A table never shrinks below this, whatever the window: a few rows must stay in view. */
export const MIN_FIT_HEIGHT = 280;

/**
 * The height that keeps a scroll box and what follows it (`reserve` px: the pager, the page's bottom
 * padding) inside the window, measured from the box's place in the document (not the current scroll),
 * again on every resize of the window or of the page above it. The box then scrolls by itself, so its
 * sticky header and its horizontal scrollbar stay in view (ProTable's `scroll.y`, vben's fitted grid).
 */
export function useFitHeight(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  reserve: () => number,
): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!enabled || !element || !view) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + view.scrollY;
      const next = Math.max(MIN_FIT_HEIGHT, Math.floor(view.innerHeight - top - reserve()));
      setHeight((prev) => (prev === next ? prev : next));
    };
    measure();
    view.addEventListener('resize', measure);
    // What sits above the table (a search form unfolding, a toolbar wrapping) moves it down.
    const Observer = view.ResizeObserver;
    const observer = Observer ? new Observer(measure) : undefined;
    const page = element.ownerDocument.body;
    observer?.observe(page);
    return () => {
      view.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, enabled, reserve]);
  return enabled ? height : undefined;
}
