import { cn, Empty, Spin, type Translatable, uiMessages } from '@pmc/ui';
import {
  type ExpandedState,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { arrangeColumns, type ColumnPin } from './column-arrangement.ts';
import type { ColumnLayout } from './column-layout.ts';
import type { ColumnVisibility } from './column-visibility.ts';
import { columnWidth } from './column-width.ts';
import { DataTableBody } from './data-table-body.tsx';
import {
  type DataTableColumn,
  type DataTableSort,
  INDEX_COLUMN_ID,
  readValue,
  SELECT_COLUMN_ID,
} from './data-table-columns.tsx';
import { dataTableFeatures } from './data-table-features.ts';
import { AUTO_VIRTUAL_ROWS } from './data-table-virtual.ts';
import type { TableDensity } from './table-density.ts';
import { useDataTableColumns } from './use-data-table-columns.tsx';
import { useHeaderTools } from './use-header-tools.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

export interface DataTableProps<T extends RowData> {
  data: readonly T[];
  columns: readonly DataTableColumn<T>[];
  /** The row id: a property name or a function. */
  rowKey: (keyof T & string) | ((row: T) => string);
  loading?: boolean;
  /** Defaults to 暂无数据. */
  emptyText?: Translatable;
  /** With `onSortChange` the table is server-sorted (controlled); without, it sorts the rows it has. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Adds a checkbox column. */
  selectable?: boolean;
  selectedKeys?: readonly string[];
  onSelectionChange?: (keys: string[], rows: T[]) => void;
  /** Adds a 序号 column numbered from `indexOffset + 1` (e.g. (currentPage - 1) * pageSize). */
  showIndex?: boolean;
  indexOffset?: number;
  /** From `useColumnVisibility`: column permissions and user choices. */
  columnVisibility?: ColumnVisibility;
  /** The person's column order (ids); columns not listed keep their place after these. */
  columnOrder?: readonly string[];
  /** Widths in px the person chose, over the columns' own. */
  columnWidths?: Readonly<Record<string, number>>;
  /** Sides the person pinned columns to, over the columns' `fixed` (`none` unpins). */
  columnPins?: Readonly<Record<string, ColumnPin>>;
  /**
   * Gives each header a resize handle (drag; ←/→, Shift for bigger steps; Enter or double-click fits the
   * content); called when a resize ends, the width following the pointer until then.
   */
  onColumnResize?: (columnId: string, width: number) => void;
  /**
   * Lets a header be dragged among the columns of its side (Escape cancels) and offers 左移 / 右移 in its
   * menu: puts `columnId` where `targetId` is (e.g. `useColumnSettings().move`).
   */
  onColumnMove?: (columnId: string, targetId: string) => void;
  /** Offers 固定在左侧 / 固定在右侧 / 取消固定 in each header's menu (undefined: unpin). */
  onColumnPin?: (columnId: string, side: 'left' | 'right' | undefined) => void;
  /** Offers 隐藏此列 in each header's menu. */
  onColumnHide?: (columnId: string) => void;
  /**
   * Renders only the rows in view: the body scrolls inside `height` px under a sticky header, with
   * column widths from the columns. Without it the table does this by itself past
   * {@link AUTO_VIRTUAL_ROWS} rows (a 500-row page); `false` never virtualises.
   */
  virtual?: { height: number; rowHeight?: number; overscan?: number } | false;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table. */
  'aria-label'?: string;
  className?: string;
  /** Tree rows (e.g. departments): each row's children; the first column shows the expand toggles. */
  getSubRows?: (row: T) => readonly T[] | undefined;
  /** Open every tree row at first. */
  defaultExpandAll?: boolean;
  /** Whether a tree row can open though its children are not loaded yet (lazy trees). */
  getRowCanExpand?: (row: T) => boolean;
  /** The ids of the open tree rows after each toggle (lazy trees load the children of new ones). */
  onExpandedChange?: (expandedIds: string[]) => void;
  /** Rendered under the table, typically a `<Pagination>`. */
  footer?: ReactNode;
  /** Row spacing: 默认, 中等 or 紧凑 (see `DensitySwitch`). */
  density?: TableDensity;
  /**
   * Keeps the table and its footer inside the window: the rows scroll under a sticky header, and the
   * horizontal scrollbar stays in view (a list page's main table).
   */
  fitHeight?: boolean;
}

export { AUTO_VIRTUAL_ROWS };

const AUTO_VIRTUAL = { height: 560, rowHeight: 40 };

const toSorting = (sort: DataTableSort | null | undefined): SortingState =>
  sort ? [{ id: sort.sidx, desc: sort.sort === 'desc' }] : [];

/**
 * A data table on TanStack Table v9: server or client sorting with `aria-sort`, row selection, a 序号
 * column, column permissions via `columnVisibility`, loading and empty states, and row virtualisation
 * (TanStack Virtual) for long lists.
 *
 * @example
 * <DataTable
 *   aria-label="用户列表"
 *   rowKey="id"
 *   data={data.list}
 *   columns={[{ id: 'account', header: '账号', sortable: true }, { id: 'realName', header: '姓名' }]}
 *   sort={sort}
 *   onSortChange={setSort}
 *   selectable
 *   onSelectionChange={(keys) => setSelected(keys)}
 *   footer={<Pagination … />}
 * />
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    data,
    columns: givenColumns,
    rowKey,
    loading = false,
    emptyText = uiMessages.empty,
    selectable,
    showIndex,
  } = props;
  const serverSorted = props.onSortChange !== undefined;
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localSelection, setLocalSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>(props.defaultExpandAll ? true : {});
  const indexOffset = props.indexOffset ?? 0;
  const { columnOrder, columnPins, columnWidths } = props;
  const columns = useMemo(
    () => (columnOrder || columnPins ? arrangeColumns(givenColumns, columnOrder, columnPins) : givenColumns),
    [givenColumns, columnOrder, columnPins],
  );
  const { resizing, shaping, dragged } = useHeaderTools({
    columns,
    columnVisibility: props.columnVisibility,
    onColumnResize: props.onColumnResize,
    onColumnMove: props.onColumnMove,
    onColumnPin: props.onColumnPin,
    onColumnHide: props.onColumnHide,
  });

  const getRowId = (row: T, index: number) =>
    typeof rowKey === 'function' ? rowKey(row) : String((row as Record<string, unknown>)[rowKey] ?? index);

  const rowSelection: RowSelectionState = props.selectedKeys
    ? Object.fromEntries(props.selectedKeys.map((key) => [key, true]))
    : localSelection;

  // The row model is kept per `data`; a new `getSubRows` (children loaded lazily) must rebuild it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: getSubRows is the reason for a new array
  const tableData = useMemo(() => [...data] as T[], [data, props.getSubRows]);

  const columnDefs = useDataTableColumns({
    columns,
    selectable,
    showIndex,
    indexOffset,
    tree: props.getSubRows !== undefined,
  });

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: tableData,
    getRowId,
    manualSorting: serverSorted,
    getSubRows: props.getSubRows as ((row: T) => T[] | undefined) | undefined,
    ...(props.getRowCanExpand
      ? { getRowCanExpand: (row: { original: T }) => props.getRowCanExpand?.(row.original) ?? false }
      : {}),
    onExpandedChange: (updater) => {
      const next = functionalUpdate(updater, expanded);
      setExpanded(next);
      if (props.onExpandedChange && next !== true)
        props.onExpandedChange(Object.keys(next).filter((id) => next[id]));
    },
    // Expansion is the user's (or defaultExpandAll's): rows arriving or refreshing must not fold it away.
    autoResetExpanded: false,
    state: {
      sorting: serverSorted ? toSorting(props.sort) : localSorting,
      rowSelection,
      expanded,
      columnVisibility: props.columnVisibility ?? {},
    },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, serverSorted ? toSorting(props.sort) : localSorting);
      if (!serverSorted) setLocalSorting(next);
      const first = next[0];
      props.onSortChange?.(first ? { sidx: first.id, sort: first.desc ? 'desc' : 'asc' } : null);
    },
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      if (!props.selectedKeys) setLocalSelection(next);
      const keys = Object.keys(next).filter((key) => next[key]);
      // Every level, so a chosen child row of a tree is reported with its data too.
      const rows = table
        .getCoreRowModel()
        .flatRows.filter((row) => next[row.id])
        .map((row) => row.original);
      props.onSelectionChange?.(keys, rows);
    },
  });

  // On a phone the table scrolls sideways with only its first column (the row's name) kept in view.
  const narrow = useNarrowScreen();
  // Widths from each column's type or longest value on this page, worked out once per page of rows.
  const layouts = useMemo(() => {
    const map = new Map<string, ColumnLayout>();
    // A phone has room for one sticky column: the row's name; the rest (selection, 序号, actions)
    // scroll with the row.
    const side = narrow ? undefined : ('left' as const);
    map.set(SELECT_COLUMN_ID, { width: 48, align: 'center', ellipsis: false, fixed: side });
    map.set(INDEX_COLUMN_ID, { width: 60, align: 'center', ellipsis: false, fixed: side });
    columns.forEach((column, position) => {
      const chosen = columnWidths?.[column.id];
      const values =
        column.width === undefined && chosen === undefined ? data.map((row) => readValue(row, column)) : [];
      map.set(column.id, {
        width: chosen ?? columnWidth(column, values),
        align: column.align,
        // The tree column holds its toggles; a state holds a switch, whose focus ring must not be cut.
        ellipsis: column.ellipsis ?? (!(props.getSubRows && position === 0) && column.valueType !== 'state'),
        fixed: narrow ? (position === 0 && !props.getSubRows ? 'left' : undefined) : column.fixed,
      });
    });
    return map;
  }, [columns, data, props.getSubRows, narrow, columnWidths]);
  const layoutOf = (id: string): ColumnLayout => {
    const layout = layouts.get(id) ?? {
      width: undefined,
      align: undefined,
      ellipsis: false,
      fixed: undefined,
    };
    return dragged?.id === id ? { ...layout, width: dragged.width } : layout;
  };
  const footerRef = useRef<HTMLDivElement>(null);
  // Below the table: the footer, and the room the page keeps under its content (16px padding).
  const reserve = useCallback(() => (footerRef.current?.offsetHeight ?? 0) + 16, []);
  const visibleCount = table.getVisibleLeafColumns().length;
  const rowCount = table.getRowModel().rows.length;
  const virtual =
    props.virtual === false
      ? undefined
      : (props.virtual ?? (rowCount > AUTO_VIRTUAL_ROWS ? AUTO_VIRTUAL : undefined));

  return (
    <div data-slot="data-table" className={cn('pmc-data-table', props.className)}>
      <Spin spinning={loading}>
        <DataTableBody
          table={table}
          virtual={virtual}
          layoutOf={layoutOf}
          resizing={resizing}
          shaping={shaping}
          density={props.density ?? 'default'}
          fit={props.fitHeight ? reserve : undefined}
          aria-label={props['aria-label']}
          busy={loading}
          onRowClick={props.onRowClick}
          empty={
            <tr>
              <td colSpan={Math.max(1, visibleCount)} className="pmc-data-table__empty">
                <Empty simple description={emptyText} />
              </td>
            </tr>
          }
        />
      </Spin>
      {props.footer ? (
        <div ref={footerRef} className="pmc-data-table__footer">
          {props.footer}
        </div>
      ) : null}
    </div>
  );
}
