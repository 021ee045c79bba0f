import { type RefObject, useEffect, useState } from 'react';

/** The element's content width, kept current with a ResizeObserver (0 until measured). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, override?: number): number {
  const [width, setWidth] = useState(override ?? 0);
  useEffect(() => {
    if (override !== undefined) {
      setWidth(override);
      return;
    }
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, override]);
  return width;
}
