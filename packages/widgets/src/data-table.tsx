import { Checkbox, cn, Empty, Spin, type Translatable, uiMessages, useTranslate } from '@pmc/ui';
import {
  type ColumnDef,
  columnVisibilityFeature,
  createSortedRowModel,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import type { ColumnVisibility } from './column-visibility.ts';
import { DataTableBody } from './data-table-body.tsx';
import {
  type DataTableColumn,
  type DataTableSort,
  INDEX_COLUMN_ID,
  readValue,
  SELECT_COLUMN_ID,
  SelectAllBox,
} from './data-table-columns.tsx';
import { widgetsMessages as m } from './messages.ts';

// Registered once at module scope, as TanStack Table v9 requires stable features.
const features = tableFeatures({
  columnVisibilityFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    text: sortFn_text,
    datetime: sortFn_datetime,
  },
  rowSelectionFeature,
});
export type DataTableFeatures = typeof features;

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
  /** Renders only the rows in view, for long lists: the body scrolls inside `height` px. */
  virtual?: { height: number; rowHeight?: number; overscan?: number };
  onRowClick?: (row: T) => void;
  /** Accessible name of the table. */
  'aria-label'?: string;
  className?: string;
  /** Rendered under the table, typically a `<Pagination>`. */
  footer?: ReactNode;
}

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
    columns,
    rowKey,
    loading = false,
    emptyText = uiMessages.empty,
    selectable,
    showIndex,
  } = props;
  const t = useTranslate();
  const serverSorted = props.onSortChange !== undefined;
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localSelection, setLocalSelection] = useState<RowSelectionState>({});
  const indexOffset = props.indexOffset ?? 0;

  const getRowId = (row: T, index: number) =>
    typeof rowKey === 'function' ? rowKey(row) : String((row as Record<string, unknown>)[rowKey] ?? index);

  const rowSelection: RowSelectionState = props.selectedKeys
    ? Object.fromEntries(props.selectedKeys.map((key) => [key, true]))
    : localSelection;

  const columnDefs = useMemo(() => {
    const defs: ColumnDef<DataTableFeatures, T>[] = [];
    if (selectable) {
      defs.push({
        id: SELECT_COLUMN_ID,
        enableSorting: false,
        header: ({ table }) => (
          <SelectAllBox
            label={t(m.dataTableSelectAll)}
            checked={table.getIsAllRowsSelected()}
            some={table.getIsSomeRowsSelected()}
            onToggle={(value) => table.toggleAllRowsSelected(value)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={t(m.dataTableSelectRow)}
            checked={row.getIsSelected()}
            onCheckedChange={(value) => row.toggleSelected(value === true)}
            onClick={(event) => event.stopPropagation()}
          />
        ),
      });
    }
    if (showIndex) {
      defs.push({
        id: INDEX_COLUMN_ID,
        enableSorting: false,
        header: () => t(m.dataTableIndex),
        cell: ({ row }) => indexOffset + row.index + 1,
      });
    }
    for (const column of columns) {
      defs.push({
        id: column.id,
        accessorFn: (row: T) => readValue(row, column) as never,
        header: () => column.header,
        cell: ({ row }) =>
          column.cell ? column.cell(row.original, row.index) : formatCell(readValue(row.original, column)),
        enableSorting: column.sortable === true,
        sortDescFirst: false,
      });
    }
    return defs;
  }, [columns, selectable, showIndex, indexOffset, t]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: data as T[],
    getRowId,
    manualSorting: serverSorted,
    state: {
      sorting: serverSorted ? toSorting(props.sort) : localSorting,
      rowSelection,
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
      const rows = data.filter((row, index) => next[getRowId(row, index)]);
      props.onSelectionChange?.(keys, rows);
    },
  });

  const layoutOf = (id: string) => {
    if (id === SELECT_COLUMN_ID) return { width: 48, align: 'center' as const };
    if (id === INDEX_COLUMN_ID) return { width: 60, align: 'center' as const };
    const column = columns.find((c) => c.id === id);
    return { width: column?.width, align: column?.align };
  };
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <div data-slot="data-table" className={cn('pmc-data-table', props.className)}>
      <Spin spinning={loading}>
        <DataTableBody
          table={table}
          virtual={props.virtual}
          layoutOf={layoutOf}
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
      {props.footer}
    </div>
  );
}

function formatCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
