import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it (it scrolls). A scroll box with nothing focusable inside (a
 * log table of plain text, say) must itself take focus when it scrolls, or keyboard users cannot scroll
 * it (WCAG 2.1.1, axe's scrollable-region-focusable); only then, so other tables add no tab stop.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver;
    if (!element || !Observer) return;
    const check = () =>
      setScrollable(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    const observer = new Observer(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
