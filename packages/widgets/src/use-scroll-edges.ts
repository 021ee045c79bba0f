import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content is hidden to the left (the box has scrolled right). */
  left: boolean;
  /** Content is hidden to the right. */
  right: boolean;
}

/**
 * Which sides of a horizontally scrolling box hide content, kept current on scroll and resize: the
 * table draws a shadow at the fixed columns on those sides, ProTable's hint that there is more.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      const left = element.scrollLeft > 0;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
    };
    check();
    element.addEventListener('scroll', check, { passive: true });
    const Observer = element.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer ? new Observer(check) : undefined;
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
