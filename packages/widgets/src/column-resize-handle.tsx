import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react';
import { fitColumnWidth, MAX_COLUMN_WIDTH } from './column-fit.ts';

export interface ColumnResizeHandleProps {
  /** Accessible name, e.g. 调整列宽：账号. */
  label: string;
  /** The column's width in px; undefined: as laid out (measured). */
  width: number | undefined;
  min: number;
  /** Each step of a drag (`done` false), then its end and every key step (`done` true). */
  onResize: (width: number, done: boolean) => void;
}

const STEP = 10;
const BIG_STEP = 50;

/**
 * A header cell's right edge as a focusable separator: drag it or use ←/→ (Shift: bigger steps) to
 * change the column's width, Home/End for the least and the most, Enter or a double-click to fit the
 * header and the rows in view.
 */
export function ColumnResizeHandle({ label, width, min, onResize }: ColumnResizeHandleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const [measured, setMeasured] = useState<number | undefined>(undefined);
  const header = () => ref.current?.closest('th') ?? null;
  useLayoutEffect(() => {
    const th = ref.current?.closest('th');
    if (width === undefined) setMeasured(Math.round(th?.getBoundingClientRect().width ?? 0) || undefined);
  }, [width]);
  const current = () => width ?? Math.round(header()?.getBoundingClientRect().width ?? min);
  const clamp = (value: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(min, value)));
  const fitToContent = () => {
    const th = header();
    if (th) onResize(fitColumnWidth(th, min), true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next =
      event.key === 'ArrowLeft'
        ? current() - step
        : event.key === 'ArrowRight'
          ? current() + step
          : event.key === 'Home'
            ? min
            : event.key === 'End'
              ? MAX_COLUMN_WIDTH
              : undefined;
    if (event.key === 'Enter') fitToContent();
    else if (next !== undefined) onResize(clamp(next), true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = current();
    drag.current = { x: event.clientX, width: start, last: start };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state) return;
    state.last = clamp(state.width + event.clientX - state.x);
    onResize(state.last, false);
  };
  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    if (state && state.last !== state.width) onResize(state.last, true);
  };

  const now = width ?? measured ?? min;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot take focus or be dragged; a focusable separator is the ARIA pattern for a splitter
    <div
      ref={ref}
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={now}
      aria-valuemin={min}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      className="pmc-table__resize"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={fitToContent}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
