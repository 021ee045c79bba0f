import { Checkbox, useTranslate } from '@pmc/ui';
import type { ColumnDef, RowData } from '@tanstack/react-table';
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
}: {
  columns: readonly DataTableColumn<T>[];
  selectable: boolean | undefined;
  showIndex: boolean | undefined;
  indexOffset: number;
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
}

function formatCell(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
