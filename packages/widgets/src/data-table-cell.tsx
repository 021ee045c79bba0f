import type { Cell, RowData } from '@tanstack/react-table';
import { type PointerEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import type { DataTableFeatures } from './data-table-features.ts';

/**
 * What a cell shows: its column's `cell` called for it. Called rather than rendered as a component of
 * its own (TanStack's FlexRender), so the table can tell what the content holds (cell-reuse.ts) and a
 * page of 500 rows renders a few thousand components fewer. A column's `cell` renders; it calls no hooks.
 */
export function cellContent<T extends RowData>(cell: Cell<DataTableFeatures, T>): ReactNode {
  const template = cell.column.columnDef.cell;
  return typeof template === 'function' ? template(cell.getContext()) : (template ?? null);
}

/**
 * A cell's content on one line, cut with an ellipsis at the column's width. The whole text shows as the
 * element's title when, and only when, it is cut (measured as the pointer arrives), so hovering a short
 * value adds no noise and a screen reader reads the full text from the DOM either way. `owner` names the
 * record shown: the element is reused for the next page's record, which must not inherit the title.
 */
export function EllipsisText({ owner, children }: { owner: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new record is what clears the title
  useLayoutEffect(() => ref.current?.removeAttribute('title'), [owner]);
  return (
    <div ref={ref} className="pmc-table__ellipsis" onPointerEnter={showCutText}>
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
