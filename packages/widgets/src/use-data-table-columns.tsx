import { Checkbox, useTranslate } from '@pmc/ui';
import type { ColumnDef, Row, RowData } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import {
  type DataTableColumn,
  INDEX_COLUMN_ID,
  readValue,
  SELECT_COLUMN_ID,
  SelectAllBox,
} from './data-table-columns.tsx';
import type { DataTableFeatures } from './data-table-features.ts';
import { widgetsMessages as m } from './messages.ts';

/** Turns DataTable's simple column list into TanStack column definitions, plus selection and 序号 columns. */
export function useDataTableColumns<T extends RowData>({
  columns,
  selectable,
  showIndex,
  indexOffset,
  tree,
}: {
  columns: readonly DataTableColumn<T>[];
  selectable: boolean | undefined;
  showIndex: boolean | undefined;
  indexOffset: number;
  /** Tree rows: the first column gets the indent and the expand toggle. */
  tree: boolean;
}): ColumnDef<DataTableFeatures, T>[] {
  const t = useTranslate();
  return useMemo(() => {
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
    columns.forEach((column, position) => {
      const content = (row: Row<DataTableFeatures, T>) =>
        column.cell ? column.cell(row.original, row.index) : formatCell(readValue(row.original, column));
      defs.push({
        id: column.id,
        accessorFn: (row: T) => readValue(row, column) as never,
        header: () => column.header,
        cell: ({ row }) =>
          tree && position === 0 ? (
            <TreeCell
              depth={row.depth}
              expandable={row.getCanExpand()}
              expanded={row.getIsExpanded()}
              onToggle={() => row.toggleExpanded()}
              label={t(row.getIsExpanded() ? m.dataTableCollapse : m.dataTableExpand)}
            >
              {content(row)}
            </TreeCell>
          ) : (
            content(row)
          ),
        enableSorting: column.sortable === true,
        sortDescFirst: false,
      });
    });
    return defs;
  }, [columns, selectable, showIndex, indexOffset, tree, t]);
}

function TreeCell({
  depth,
  expandable,
  expanded,
  onToggle,
  label,
  children,
}: {
  depth: number;
  expandable: boolean;
  expanded: boolean;
  onToggle: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <span className="pmc-table__tree-cell" style={{ paddingLeft: depth * 18 }}>
      {expandable ? (
        <button
          type="button"
          className="pmc-table__expand"
          aria-expanded={expanded}
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            onToggle();
          }}
        >
          {expanded ? '▾' : '▸'}
        </button>
      ) : (
        <span className="pmc-table__expand" aria-hidden="true" />
      )}
      {children}
    </span>
  );
}

function formatCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
