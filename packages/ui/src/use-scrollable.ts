import { type RefObject, useEffect, useState } from 'react';

// What the keyboard can already reach inside the box: with one of these, Tab scrolls it into view.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Whether an element's content overflows it (it scrolls). A scroll box with nothing focusable inside (a
 * log table of plain text, a history of changes) must itself take focus when it scrolls, or keyboard users
 * cannot scroll it (WCAG 2.1.1, axe's scrollable-region-focusable); only then, so other boxes add no tab
 * stop. `unlessFocusable` answers false while something inside can take focus. Content that arrives later
 * (rows, entries) is seen through a mutation observer, so the answer never depends on how fast it came.
 */
export function useScrollable(
  ref: RefObject<HTMLElement | null>,
  { unlessFocusable = false }: { unlessFocusable?: boolean } = {},
): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const view = element?.ownerDocument.defaultView;
    if (!element || !view) return;
    const check = () =>
      setScrollable(
        (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) &&
          !(unlessFocusable && element.querySelector(FOCUSABLE)),
      );
    check();
    const resizes = view.ResizeObserver ? new view.ResizeObserver(check) : null;
    resizes?.observe(element);
    if (element.firstElementChild) resizes?.observe(element.firstElementChild);
    const mutations = view.MutationObserver ? new view.MutationObserver(check) : null;
    mutations?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resizes?.disconnect();
      mutations?.disconnect();
    };
  }, [ref, unlessFocusable]);
  return scrollable;
}
