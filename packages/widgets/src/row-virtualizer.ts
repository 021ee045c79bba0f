import {
  defaultRangeExtractor,
  observeElementOffset,
  type Range,
  Virtualizer,
} from '@tanstack/react-virtual';
import { observeRectAfterLayout, scrollAfterMount } from './virtual-options.ts';

/** What `useRowWindow` asks of a virtualizer of fixed-height rows. */
export interface RowVirtualizerOptions {
  count: number;
  rowHeight: number;
  height: number;
  overscan: number;
  getScrollElement: () => HTMLDivElement | null;
  keyOf: (index: number) => string;
  /** Rows rendered wherever they are (the focused one). */
  keep: () => readonly number[];
  onChange: (sync: boolean) => void;
}

export type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

const optionsOf = (o: RowVirtualizerOptions) => ({
  count: o.count,
  getScrollElement: o.getScrollElement,
  estimateSize: () => o.rowHeight,
  overscan: o.overscan,
  getItemKey: o.keyOf,
  initialRect: { width: 0, height: o.height },
  observeElementRect: observeRectAfterLayout(o.height),
  observeElementOffset,
  scrollToFn: scrollAfterMount,
  rangeExtractor: (range: Range) => {
    const indexes = defaultRangeExtractor(range);
    for (const index of o.keep()) if (index >= 0 && !indexes.includes(index)) indexes.push(index);
    return indexes.sort((a, b) => a - b);
  },
  onChange: (_: RowVirtualizer, sync: boolean) => o.onChange(sync),
});

/**
 * TanStack Virtual's engine for the rows of a long tree or table: a chunk of its own, fetched by
 * `useRowWindow` the first time a list has more rows than it renders whole, so a short one never loads it.
 */
export function createRowVirtualizer(options: RowVirtualizerOptions): RowVirtualizer {
  return new Virtualizer<HTMLDivElement, Element>(optionsOf(options));
}

export function updateRowVirtualizer(instance: RowVirtualizer, options: RowVirtualizerOptions): void {
  instance.setOptions(optionsOf(options));
}
