import { elementScroll, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

type Rect = { width: number; height: number };

/**
 * TanStack Virtual's `observeElementRect` without its first synchronous read of the element's size: that
 * read forces a layout of the whole page while React commits (over 100 ms on a 500-row page load). The
 * virtualizer starts from its `initialRect`, and the ResizeObserver, which runs once layout is done,
 * reports the real size. The height reported is at least `minHeight`, so a tree not laid out yet (or
 * growing up to its height) still renders a full window of rows.
 */
export function observeRectAfterLayout(minHeight = 0) {
  return (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) => {
    const element = instance.scrollElement;
    const Observer = instance.targetWindow?.ResizeObserver;
    const report = (rect: Rect) => cb({ width: rect.width, height: Math.max(rect.height, minHeight) });
    if (!element || !Observer) return observeElementRect(instance, report);
    const observer = new Observer(() => report({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element, { box: 'content-box' });
    return () => observer.disconnect();
  };
}

const mounted = new WeakSet<object>();

/**
 * TanStack Virtual's `elementScroll`, less the scroll to offset 0 it writes when it mounts: a new
 * element is already there, and the write forces a layout while React commits.
 */
export function scrollAfterMount(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  const first = !mounted.has(instance);
  mounted.add(instance);
  if (first && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}
