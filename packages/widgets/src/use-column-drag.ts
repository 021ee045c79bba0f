import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { dropGap, dropMark, dropTarget } from './column-drop.ts';
import type { ColumnShaping } from './column-shaping.ts';

// A press that moves less than this is a click (a sort), not a drag.
const DRAG_THRESHOLD = 5;
// Presses on these start no drag: they are the header's own controls beside its label.
const NOT_A_GRIP = '.pmc-table__menu, .pmc-table__resize, input, [role="checkbox"]';

interface Press {
  id: string;
  x: number;
  pointerId: number;
  th: HTMLElement;
  started: boolean;
  cancelled: boolean;
  gap: number | undefined;
}

/** The headers of a side, in its order, as they lie on screen now. */
function sideEdges(th: HTMLElement, side: readonly string[]) {
  const cells = [...(th.closest('tr')?.querySelectorAll<HTMLElement>('th[data-column-id]') ?? [])];
  return side.map((id) => {
    const rect = cells.find((cell) => cell.dataset.columnId === id)?.getBoundingClientRect();
    return { left: rect?.left ?? 0, right: rect?.right ?? 0 };
  });
}

/**
 * Moving a column by dragging its header (docs/guide/pages.md#columns-the-person-shapes): past a few
 * pixels a press becomes a drag, shows where the column would land among the columns of its side, and
 * moves it on release; Escape cancels. A drag is no click, so it does not sort.
 */
export function useColumnDrag(shaping: ColumnShaping | undefined) {
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const [drop, setDrop] = useState<{ id: string; gap: number } | null>(null);
  const dragging = drop !== null;

  useEffect(() => {
    if (!dragging) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const current = press.current;
      if (event.key !== 'Escape' || !current) return;
      // Only the drag ends: a dialog around the table stays open.
      event.preventDefault();
      event.stopPropagation();
      current.cancelled = true;
      if (current.th.hasPointerCapture?.(current.pointerId))
        current.th.releasePointerCapture(current.pointerId);
      setDrop(null);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [dragging]);

  const move = shaping?.move;
  const headerProps = (id: string) => {
    const side = shaping?.sideOf(id);
    if (!move || !side || side.length < 2) return undefined;
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        swallowClick.current = false;
        if (event.button !== 0 || (event.target as Element).closest(NOT_A_GRIP)) return;
        press.current = {
          id,
          x: event.clientX,
          pointerId: event.pointerId,
          th: event.currentTarget,
          started: false,
          cancelled: false,
          gap: undefined,
        };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = press.current;
        if (!current || current.cancelled) return;
        if (!current.started) {
          if (Math.abs(event.clientX - current.x) < DRAG_THRESHOLD) return;
          current.started = true;
          current.th.setPointerCapture?.(current.pointerId);
        }
        current.gap = dropGap(sideEdges(current.th, side), event.clientX);
        setDrop({ id, gap: current.gap });
      },
      onPointerUp: () => {
        const current = press.current;
        press.current = null;
        if (!current?.started) return;
        swallowClick.current = true;
        setDrop(null);
        const target = current.cancelled ? undefined : dropTarget(side, id, current.gap ?? -1);
        if (target) move(id, target);
      },
      onPointerCancel: () => {
        press.current = null;
        setDrop(null);
      },
      onClickCapture: (event: MouseEvent<HTMLElement>) => {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    };
  };

  const side = drop ? shaping?.sideOf(drop.id) : undefined;
  const mark =
    drop && side && dropTarget(side, drop.id, drop.gap) !== undefined ? dropMark(side, drop.gap) : undefined;
  return { headerProps, dragged: drop?.id, mark };
}
