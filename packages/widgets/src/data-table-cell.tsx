import type { PointerEvent, ReactNode } from 'react';

/**
 * A cell's content on one line, cut with an ellipsis at the column's width. The whole text shows as the
 * element's title when, and only when, it is cut (measured as the pointer arrives), so hovering a short
 * value adds no noise and a screen reader reads the full text from the DOM either way.
 */
export function EllipsisText({ children }: { children: ReactNode }) {
  return (
    <div className="pmc-table__ellipsis" onPointerEnter={showCutText}>
      {children}
    </div>
  );
}

function showCutText(event: PointerEvent<HTMLDivElement>) {
  const element = event.currentTarget;
  const cut = element.scrollWidth > element.clientWidth + 1;
  const text = element.textContent ?? '';
  if (cut && text) element.title = text;
  else element.removeAttribute('title');
}
