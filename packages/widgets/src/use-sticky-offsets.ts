import { type RefObject, useLayoutEffect, useState } from 'react';

/** The sticky columns of a table, in display order. */
export interface StickyColumns {
  left: readonly string[];
  right: readonly string[];
}

/**
 * The `left` / `right` offset of each sticky column: the measured widths of the sticky columns before
 * it on its side. Header cells carry `data-column-id`; widths are measured again when the header resizes
 * (a column shown, the text translated).
 */
export function useStickyOffsets(
  tableRef: RefObject<HTMLTableElement | null>,
  sticky: StickyColumns,
): Record<string, number> {
  const [offsets, setOffsets] = useState<Record<string, number>>({});
  const signature = `${sticky.left.join(',')}|${sticky.right.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the two lists
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table || (sticky.left.length === 0 && sticky.right.length === 0)) return;
    const widthOf = (id: string) => {
      const cells = Array.from(table.querySelectorAll<HTMLElement>('thead th[data-column-id]'));
      return cells.find((cell) => cell.dataset.columnId === id)?.getBoundingClientRect().width ?? 0;
    };
    const measure = () => {
      const next: Record<string, number> = {};
      let left = 0;
      for (const id of sticky.left) {
        next[id] = left;
        left += widthOf(id);
      }
      let right = 0;
      for (const id of [...sticky.right].reverse()) {
        next[id] = right;
        right += widthOf(id);
      }
      setOffsets((prev) => (sameOffsets(prev, next) ? prev : next));
    };
    measure();
    const Observer = table.ownerDocument.defaultView?.ResizeObserver;
    const head = table.querySelector('thead');
    if (!Observer || !head) return;
    const observer = new Observer(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, [tableRef, signature]);
  return offsets;
}

function sameOffsets(a: Record<string, number>, b: Record<string, number>) {
  const keys = Object.keys(b);
  return (
    keys.length === Object.keys(a).length && keys.every((key) => Math.abs((a[key] ?? -1) - b[key]!) < 0.5)
  );
}
