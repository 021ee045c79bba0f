import { cn } from '@pmc/ui';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { type CSSProperties, useId } from 'react';
import { fitColumnWidth } from './column-fit.ts';
import { ColumnHeaderMenu } from './column-header-menu.tsx';
import type { ColumnLayout } from './column-layout.ts';
import { ColumnResizeHandle } from './column-resize-handle.tsx';
import type { ColumnShaping } from './column-shaping.ts';
import type { DataTableFeatures } from './data-table-features.ts';
import { useColumnDrag } from './use-column-drag.ts';
import { useShownText } from './use-shown-text.ts';

/** What a header needs to offer its resize handle. */
export interface ColumnResizing {
  /** The handle's accessible name for a column, e.g. 调整列宽：账号, from the header's text as shown. */
  label: (columnId: string, headerText: string) => string;
  min: (columnId: string, headerText: string) => number;
  onResize: (columnId: string, width: number, done: boolean) => void;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/**
 * The header row: sort toggles, sticky offsets and, when the table allows it, the resize handles, the
 * headers' menus and dragging a header to move its column.
 */
export function DataTableHead<T extends RowData>({
  table,
  layoutOf,
  fixedOf,
  resizing,
  shaping,
}: {
  table: ReactTable<DataTableFeatures, T, unknown>;
  layoutOf: (columnId: string) => ColumnLayout;
  fixedOf: (columnId: string) => { className?: string; style?: CSSProperties };
  resizing: ColumnResizing | undefined;
  shaping: ColumnShaping | undefined;
}) {
  const headId = useId();
  const drag = useColumnDrag(shaping);
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header) => {
            const id = header.column.id;
            const sorted = header.column.getIsSorted();
            const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
            const layout = layoutOf(id);
            const fixed = fixedOf(id);
            // The selection and 序号 columns keep their width: nothing in them grows.
            const resizable = resizing !== undefined && !id.startsWith('__');
            const menu = shaping?.sideOf(id) !== undefined;
            // The header is named by its own content, not by the handle's or the menu's names inside it.
            const labelId = resizable || menu ? `${headId}-${header.index}` : undefined;
            const grip = drag.headerProps(id);
            const label = header.column.getCanSort() ? (
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
            );
            return (
              <th
                key={header.id}
                scope="col"
                data-column-id={id}
                aria-sort={header.column.getCanSort() ? (ariaSort(sorted) ?? 'none') : undefined}
                aria-labelledby={labelId}
                className={cn(
                  fixed.className,
                  resizable && 'is-resizable',
                  menu && 'has-menu',
                  grip && 'is-movable',
                )}
                data-dragging={drag.dragged === id || undefined}
                data-drop={drag.mark?.id === id ? drag.mark.edge : undefined}
                {...grip}
                // A table squeezed into its box shrinks columns to their least content (cut cells
                // have none): min-width keeps each at its width, so the box scrolls instead.
                style={{
                  width: layout.width,
                  minWidth: layout.width,
                  textAlign: layout.align,
                  ...fixed.style,
                }}
              >
                {labelId ? (
                  <>
                    <span id={labelId}>{label}</span>
                    <HeaderTools
                      columnId={id}
                      labelId={labelId}
                      width={layout.width}
                      resizing={resizable ? resizing : undefined}
                      shaping={menu ? shaping : undefined}
                    />
                  </>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

// The sort mark is decoration (aria-hidden) and no part of the column's name.
const SORT_MARKS = /[⇅▲▼]/g;

/**
 * The header's resize handle and menu, named after the header's text as rendered (a header may be any
 * element, e.g. a translation).
 */
function HeaderTools({
  columnId,
  labelId,
  width,
  resizing,
  shaping,
}: {
  columnId: string;
  labelId: string;
  width: number | undefined;
  resizing: ColumnResizing | undefined;
  shaping: ColumnShaping | undefined;
}) {
  const text = useShownText(() => document.getElementById(labelId)?.textContent?.replace(SORT_MARKS, ''));
  const onFit = resizing
    ? () => {
        const th = document.getElementById(labelId)?.closest('th');
        if (th) resizing.onResize(columnId, fitColumnWidth(th, resizing.min(columnId, text)), true);
      }
    : undefined;
  return (
    <>
      {shaping ? <ColumnHeaderMenu columnId={columnId} text={text} shaping={shaping} onFit={onFit} /> : null}
      {resizing ? (
        <ColumnResizeHandle
          label={resizing.label(columnId, text)}
          width={width}
          min={resizing.min(columnId, text)}
          onResize={(next, done) => resizing.onResize(columnId, next, done)}
        />
      ) : null}
    </>
  );
}
