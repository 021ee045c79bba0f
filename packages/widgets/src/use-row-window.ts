import { type RefObject, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RowVirtualizer, RowVirtualizerOptions } from './row-virtualizer.ts';

/** Up to this many rows a list (a tree, a table) renders them all; past it only those in view (TanStack Virtual). */
export const WHOLE_ROWS_LIMIT = 100;

type Engine = typeof import('./row-virtualizer.ts');

// The virtualizer's code, fetched once for every tree; fetched again after a failure.
let engine: Engine | undefined;
let fetching: Promise<Engine> | undefined;
function fetchEngine(): Promise<Engine> {
  fetching ??= import('./row-virtualizer.ts').then(
    (module) => {
      engine = module;
      return module;
    },
    (error: unknown) => {
      fetching = undefined;
      throw error;
    },
  );
  return fetching;
}

export interface RowWindowOptions {
  count: number;
  /** Every row's height in px: rows are positioned, not measured. */
  rowHeight: number;
  /** Largest height of the scroll element in px. */
  height: number;
  overscan: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  keyOf: (index: number) => string;
  /** Rows rendered wherever they are (the focused row, the row focus moves to). */
  keep: readonly number[];
}

export interface RowWindow {
  /** The rows to render, each with its top in px. */
  items: readonly { index: number; start: number }[];
  totalSize: number;
  scrollToIndex: (index: number) => void;
  /** Whether a row is in view or within the overscan of it (read after layout: in effects, handlers). */
  inView: (index: number) => boolean;
  /** Only the rows in view are rendered, and the virtualizer follows the scrolling. */
  virtual: boolean;
}

/**
 * The rows of a list of fixed-height rows to render. Short lists render every row; a longer one renders
 * the rows in view through TanStack Virtual, whose code is fetched the first time a list needs it (so a
 * widget with a short list, like most TreeSelects and a page of 20 users, never loads it). Until it arrives the first window of
 * rows is rendered; if it cannot be fetched, every row is, which is slower but loses nothing.
 */
export function useRowWindow(options: RowWindowOptions): RowWindow {
  const { count, rowHeight, height, overscan, scrollRef, keep } = options;
  const [loaded, setLoaded] = useState(engine);
  const [failed, setFailed] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const long = count > WHOLE_ROWS_LIMIT;
  const virtual = long && loaded !== undefined;
  const virtualRef = useRef(virtual);
  virtualRef.current = virtual;
  const keepRef = useRef(keep);
  keepRef.current = keep;

  useEffect(() => {
    if (!long || loaded || failed) return;
    let live = true;
    fetchEngine().then(
      (module) => live && setLoaded(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [long, loaded, failed]);

  // Made once the engine is here, then kept (told of every change) while the list lives, so a list
  // crossing the limit both ways keeps its scroll state and its rows stay mounted.
  const instanceRef = useRef<RowVirtualizer>(undefined);
  if (loaded) {
    const engineOptions: RowVirtualizerOptions = {
      count,
      rowHeight,
      height,
      overscan,
      getScrollElement: () => scrollRef.current,
      keyOf: options.keyOf,
      keep: () => keepRef.current,
      // As TanStack's React adapter: a scroll re-renders at once, so no blank rows are painted.
      onChange: (sync) => {
        if (!virtualRef.current) return;
        if (sync) flushSync(rerender);
        else rerender();
      },
    };
    if (instanceRef.current) loaded.updateRowVirtualizer(instanceRef.current, engineOptions);
    else instanceRef.current = loaded.createRowVirtualizer(engineOptions);
  }
  const instance = instanceRef.current;
  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => {
    instance?._willUpdate();
  });

  if (virtual && instance) {
    return {
      items: instance.getVirtualItems(),
      totalSize: instance.getTotalSize(),
      scrollToIndex: (index) => instance.scrollToIndex(index),
      inView: (index) => {
        const range = instance.range;
        return !!range && index >= range.startIndex - overscan && index <= range.endIndex + overscan;
      },
      virtual,
    };
  }
  // Every row, or (a long list waiting for the engine) the first window and the rows to keep.
  const shown = long && !failed ? Math.min(count, Math.ceil(height / rowHeight) + overscan) : count;
  const indexes = Array.from({ length: shown }, (_, index) => index);
  for (const index of keep)
    if (index >= shown && index < count && !indexes.includes(index)) indexes.push(index);
  indexes.sort((a, b) => a - b);
  return {
    items: indexes.map((index) => ({ index, start: index * rowHeight })),
    totalSize: count * rowHeight,
    scrollToIndex: (index) => {
      const element = scrollRef.current;
      if (!element) return;
      const top = index * rowHeight;
      const bottom = top + rowHeight;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (bottom > element.scrollTop + element.clientHeight)
        element.scrollTop = bottom - element.clientHeight;
    },
    inView: (index) => {
      const element = scrollRef.current;
      if (!element) return false;
      const first = Math.floor(element.scrollTop / rowHeight) - overscan;
      const last = Math.ceil((element.scrollTop + (element.clientHeight || height)) / rowHeight) + overscan;
      return index >= first && index <= last;
    },
    virtual,
  };
}
