import { cn } from '@pmc/ui';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import type { DataTableFeatures } from './data-table-features.ts';
import { useScrollable } from './use-scrollable.ts';
import { observeRectAfterLayout, scrollAfterMount } from './virtual-options.ts';

type AnyTable<T extends RowData> = ReactTable<DataTableFeatures, T, unknown>;

export interface DataTableBodyProps<T extends RowData> {
  table: AnyTable<T>;
  virtual: { height: number; rowHeight?: number; overscan?: number } | undefined;
  layoutOf: (columnId: string) => {
    width: number | undefined;
    align: 'left' | 'center' | 'right' | undefined;
  };
  busy: boolean;
  empty: ReactNode;
  onRowClick: ((row: T) => void) | undefined;
  'aria-label'?: string;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/** The <table> itself: header with sort toggles, then every row or, when virtual, only those in view. */
export function DataTableBody<T extends RowData>({
  table,
  virtual,
  layoutOf,
  busy,
  empty,
  onRowClick,
  ...rest
}: DataTableBodyProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scrollRef);
  const rows = table.getRowModel().rows;
  const rowHeight = virtual?.rowHeight ?? 40;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: virtual?.overscan ?? 8,
    initialRect: { width: 0, height: virtual?.height ?? 0 },
    observeElementRect: observeRectAfterLayout(),
    scrollToFn: scrollAfterMount,
  });

  // Spacer rows above and below the rendered window keep real <table> semantics and column widths.
  const items = virtual ? virtualizer.getVirtualItems() : [];
  // Display position (not row.index, which restarts under each parent row) numbers the rows for aria.
  const shown = virtual
    ? items.map((item) => ({ row: rows[item.index]!, position: item.index }))
    : rows.map((row, position) => ({ row, position }));
  const padTop = virtual && items.length ? items[0]!.start : 0;
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const leafColumns = table.getVisibleLeafColumns();
  const colSpan = leafColumns.length;

  return (
    // A scroll box that scrolls takes focus (keyboard scrolling) and is named, as a region.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only with role region
    <div
      ref={scrollRef}
      className="pmc-data-table__scroll"
      style={virtual ? { height: virtual.height, overflow: 'auto' } : undefined}
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? rest['aria-label'] : undefined}
    >
      <table
        className={cn('pmc-table', virtual && 'is-virtual')}
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
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.column.getCanSort() ? (ariaSort(sorted) ?? 'none') : undefined}
                    style={{
                      width: layoutOf(header.column.id).width,
                      textAlign: layoutOf(header.column.id).align,
                    }}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="pmc-table__sort"
                        data-sorted={sorted || undefined}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {content}
                        <span aria-hidden="true" className="pmc-table__sort-icon">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
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
              key={row.id}
              aria-rowindex={position + 2}
              aria-selected={row.getIsSelected() || undefined}
              data-state={row.getIsSelected() ? 'selected' : undefined}
              className={onRowClick ? 'is-clickable' : undefined}
              style={virtual ? { height: rowHeight } : undefined}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} style={{ textAlign: layoutOf(cell.column.id).align }}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
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
