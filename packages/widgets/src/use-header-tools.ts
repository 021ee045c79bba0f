import { useTranslate } from '@pmc/ui';
import { useMemo, useState } from 'react';
import { minColumnWidth } from './column-fit.ts';
import { type ColumnShaping, columnSides } from './column-shaping.ts';
import type { DataTableColumn } from './data-table-columns.tsx';
import type { ColumnResizing } from './data-table-head.tsx';
import { widgetsMessages as m } from './messages.ts';

export interface HeaderToolsOptions<T> {
  /** The columns as arranged (order and pins applied). */
  columns: readonly DataTableColumn<T>[];
  columnVisibility: Readonly<Record<string, boolean>> | undefined;
  onColumnResize: ((columnId: string, width: number) => void) | undefined;
  onColumnMove: ((columnId: string, targetId: string) => void) | undefined;
  onColumnPin: ((columnId: string, side: 'left' | 'right' | undefined) => void) | undefined;
  onColumnHide: ((columnId: string) => void) | undefined;
}

/**
 * What the headers offer for the callbacks the table was given: resize handles (with the width under
 * the pointer while one is dragged) and the shaping of docs/guide/pages.md#columns-the-person-shapes
 * (drag a header, its menu).
 */
export function useHeaderTools<T>(options: HeaderToolsOptions<T>) {
  const { columns, columnVisibility, onColumnResize, onColumnMove, onColumnPin, onColumnHide } = options;
  const t = useTranslate();
  // The width under the pointer while a handle is dragged: the parent hears of it once, when it ends.
  const [dragged, setDragged] = useState<{ id: string; width: number } | null>(null);
  const nameOf = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column.header]));
    return (id: string, text: string) => {
      const header = byId.get(id);
      return text || (typeof header === 'string' ? header : id);
    };
  }, [columns]);
  const resizing = useMemo<ColumnResizing | undefined>(() => {
    if (!onColumnResize) return undefined;
    const sortable = new Set(columns.filter((column) => column.sortable).map((column) => column.id));
    return {
      label: (id, text) => t(m.dataTableResize, { name: nameOf(id, text) }),
      min: (id, text) => minColumnWidth(nameOf(id, text), sortable.has(id)),
      onResize: (id, width, done) => {
        setDragged(done ? null : { id, width });
        if (done) onColumnResize(id, width);
      },
    };
  }, [columns, onColumnResize, t, nameOf]);
  const shaping = useMemo<ColumnShaping | undefined>(() => {
    if (!onColumnMove && !onColumnPin && !onColumnHide) return undefined;
    const sides = columnSides(columns, (id) => columnVisibility?.[id] !== false);
    const fixed = new Map(columns.map((column) => [column.id, column.fixed]));
    return {
      sideOf: (id) => sides.get(id),
      pinOf: (id) => fixed.get(id),
      move: onColumnMove,
      pin: onColumnPin,
      hide: onColumnHide,
      menuLabel: (id, text) => t(m.dataTableColumnMenu, { name: nameOf(id, text) }),
    };
  }, [columns, columnVisibility, onColumnMove, onColumnPin, onColumnHide, t, nameOf]);
  return { resizing, shaping, dragged };
}
