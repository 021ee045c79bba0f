import { cn, useScrollable } from '@pmc/ui';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { type CSSProperties, Fragment, type ReactNode, useRef } from 'react';
import { reusableContent } from './cell-reuse.ts';
import type { ColumnLayout } from './column-layout.ts';
import type { ColumnShaping } from './column-shaping.ts';
import { cellContent, EllipsisText } from './data-table-cell.tsx';
import { INDEX_COLUMN_ID, SELECT_COLUMN_ID } from './data-table-columns.tsx';
import type { DataTableFeatures } from './data-table-features.ts';
import { type ColumnResizing, DataTableHead } from './data-table-head.tsx';
import { assignSlots } from './row-slots.ts';
import type { TableDensity } from './table-density.ts';
import { useFitHeight } from './use-fit-height.ts';
import { useRowWindow } from './use-row-window.ts';
import { useScrollEdges } from './use-scroll-edges.ts';
import { useStickyOffsets } from './use-sticky-offsets.ts';

type AnyTable<T extends RowData> = ReactTable<DataTableFeatures, T, unknown>;

export interface DataTableBodyProps<T extends RowData> {
  table: AnyTable<T>;
  virtual: { height: number; rowHeight?: number; overscan?: number } | undefined;
  layoutOf: (columnId: string) => ColumnLayout;
  density: TableDensity;
  /** Keep the table inside the window (scrolling by itself); `reserve()` is the height kept below it. */
  fit: (() => number) | undefined;
  busy: boolean;
  empty: ReactNode;
  onRowClick: ((row: T) => void) | undefined;
  /** Resize handles in the header; undefined: none. */
  resizing?: ColumnResizing;
  /** Header menus and dragging headers; undefined: none. */
  shaping?: ColumnShaping;
  'aria-label'?: string;
}

const noReserve = () => 0;
const KEEP_NONE: readonly number[] = [];

/** The <table> itself: header with sort toggles, then every row or, when virtual, only those in view. */
export function DataTableBody<T extends RowData>({
  table,
  virtual,
  layoutOf,
  density,
  fit,
  busy,
  empty,
  onRowClick,
  resizing,
  shaping,
  ...rest
}: DataTableBodyProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollable = useScrollable(scrollRef);
  const edges = useScrollEdges(scrollRef);
  const fitHeight = useFitHeight(scrollRef, fit !== undefined && !virtual, fit ?? noReserve);
  const rows = table.getRowModel().rows;
  const rowHeight = virtual?.rowHeight ?? 40;
  // Up to 100 rows are all rendered; past that TanStack Virtual (fetched then) renders those in view.
  const rowWindow = useRowWindow({
    count: virtual ? rows.length : 0,
    rowHeight,
    height: virtual?.height ?? 0,
    overscan: virtual?.overscan ?? 8,
    scrollRef,
    keyOf: (index) => rows[index]!.id,
    keep: KEEP_NONE,
  });

  // Spacer rows above and below the rendered window keep real <table> semantics and column widths.
  const items = virtual ? rowWindow.items : [];
  // Display position (not row.index, which restarts under each parent row) numbers the rows for aria.
  const shown = virtual
    ? items.map((item) => ({ row: rows[item.index]!, position: item.index }))
    : rows.map((row, position) => ({ row, position }));
  // Rendering twice with the same rows (StrictMode, a discarded render) assigns the same slots.
  const slotsRef = useRef<ReadonlyMap<string, number>>(new Map());
  const slots = assignSlots(
    slotsRef.current,
    shown.map(({ row }) => row.id),
  );
  slotsRef.current = slots;
  const padTop = virtual && items.length ? items[0]!.start : 0;
  const padBottom =
    virtual && items.length ? rowWindow.totalSize - (items[items.length - 1]!.start + rowHeight) : 0;
  const leafColumns = table.getVisibleLeafColumns();
  const colSpan = leafColumns.length;
  const sticky = {
    left: leafColumns.filter((c) => layoutOf(c.id).fixed === 'left').map((c) => c.id),
    right: leafColumns.filter((c) => layoutOf(c.id).fixed === 'right').map((c) => c.id),
  };
  const offsets = useStickyOffsets(tableRef, sticky);
  // Sticky cells: offset on their side, and the innermost one of each side carries the edge shadow.
  const fixedOf = (id: string): { className?: string; style?: CSSProperties } => {
    const side = layoutOf(id).fixed;
    if (!side) return {};
    const edge = side === 'left' ? sticky.left.at(-1) === id : sticky.right[0] === id;
    return {
      className: cn(`is-fixed-${side}`, edge && `is-fixed-${side}-edge`),
      style: { [side]: offsets[id] ?? 0 },
    };
  };

  return (
    // A scroll box that scrolls takes focus (keyboard scrolling) and is named, as a region.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only with role region
    <div
      ref={scrollRef}
      className="pmc-data-table__scroll"
      data-hidden-left={edges.left || undefined}
      data-hidden-right={edges.right || undefined}
      style={
        virtual
          ? { height: virtual.height, overflow: 'auto' }
          : fitHeight !== undefined
            ? { maxHeight: fitHeight, overflow: 'auto' }
            : undefined
      }
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? rest['aria-label'] : undefined}
    >
      <table
        ref={tableRef}
        className={cn('pmc-table', virtual && 'is-virtual')}
        data-density={density}
        aria-label={rest['aria-label']}
        aria-busy={busy || undefined}
        aria-rowcount={rows.length + 1}
      >
        {virtual ? (
          // A virtual table lays out only the rows in view: fixed widths from the columns keep them
          // from jumping as rows scroll in and out.
          <colgroup>
            {leafColumns.map((column) => (
              <col key={column.id} style={{ width: layoutOf(column.id).width }} />
            ))}
          </colgroup>
        ) : null}
        <DataTableHead
          table={table}
          layoutOf={layoutOf}
          fixedOf={fixedOf}
          resizing={resizing}
          shaping={shaping}
        />
        <tbody>
          {rows.length === 0 ? empty : null}
          {padTop > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row is not focusable
            <tr aria-hidden="true" data-spacer="" style={{ height: padTop }}>
              <td colSpan={colSpan} />
            </tr>
          ) : null}
          {shown.map(({ row, position }) => (
            <tr
              key={slots.get(row.id)}
              aria-rowindex={position + 2}
              aria-selected={row.getIsSelected() || undefined}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              className={onRowClick ? 'is-clickable' : undefined}
              style={virtual ? { height: rowHeight } : undefined}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            >
              {row.getVisibleCells().map((cell) => {
                const layout = layoutOf(cell.column.id);
                const fixed = fixedOf(cell.column.id);
                const content = cellContent(cell);
                // The selection box and the number are the table's own, held by its state.
                const shared =
                  cell.column.id === SELECT_COLUMN_ID ||
                  cell.column.id === INDEX_COLUMN_ID ||
                  reusableContent(content);
                const shownContent = shared ? content : <Fragment key={row.id}>{content}</Fragment>;
                return (
                  <td
                    key={cell.column.id}
                    data-column-id={cell.column.id}
                    className={fixed.className}
                    style={{ textAlign: layout.align, ...fixed.style }}
                  >
                    {layout.ellipsis ? (
                      <EllipsisText owner={row.id}>{shownContent}</EllipsisText>
                    ) : (
                      shownContent
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
          {padBottom > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row is not focusable
            <tr aria-hidden="true" data-spacer="" style={{ height: padBottom }}>
              <td colSpan={colSpan} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
