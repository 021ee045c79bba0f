import { useCallback, useMemo, useState } from 'react';
import type { ColumnPin } from '../column-arrangement.ts';
import { readColumnShape, writeColumnShape } from './column-settings-store.ts';
import {
  type ColumnShape,
  type ColumnShapeAction,
  columnShapeReducer,
  EMPTY_COLUMN_SHAPE,
  shapeOrder,
} from './column-shape.ts';
import { useKit } from './kit-context.tsx';
import type { ListColumn } from './list-column.ts';

export interface ColumnSettingsState {
  /** `{ [id]: false }` for every column not shown, for `<DataTable columnVisibility>`. */
  columnVisibility: Record<string, boolean>;
  /** The columns the permissions allow, in the chosen order: what the 列设置 menu offers. */
  permitted: ListColumn<never>[];
  isVisible: (id: string) => boolean;
  setVisible: (id: string, visible: boolean) => void;
  /** Puts the column `id` where the column `target` is now (before it moving up, after it moving down). */
  move: (id: string, target: string) => void;
  /** Pins a column to a side, or to none (a column the page fixed then scrolls too). */
  pin: (id: string, side: 'left' | 'right' | undefined) => void;
  /** The side a column sticks to now (the person's pin, else the column's `fixed`). */
  pinOf: (id: string) => 'left' | 'right' | undefined;
  resize: (id: string, width: number) => void;
  /** Back to the page's defaults: order, widths, pins and hidden columns. */
  reset: () => void;
  /**
   * The whole shape as one serialisable object (e.g. for a saved view), and its setter: `setShape`
   * applies and remembers a shape read from elsewhere.
   */
  shape: ColumnShape;
  setShape: (shape: ColumnShape) => void;
  /**
   * Spread into `<DataTable>`: the order, widths, pins, and the headers' resizing, dragging and menus,
   * which change the same shape as 列设置.
   */
  tableProps: {
    columnOrder: readonly string[];
    columnWidths: Readonly<Record<string, number>>;
    columnPins: Readonly<Record<string, ColumnPin>>;
    onColumnResize: (id: string, width: number) => void;
    onColumnMove: (id: string, target: string) => void;
    onColumnPin: (id: string, side: 'left' | 'right' | undefined) => void;
    onColumnHide: (id: string) => void;
  };
}

/** True when the page's column permissions let a column show (`permission: false` exempts it). */
export function columnPermitted(
  column: { id: string; permission?: string | false },
  can: (code: string) => boolean,
) {
  return column.permission === false || can(column.permission ?? column.id);
}

/**
 * Column permissions (docs/guide/permissions.md#buttons-columns-and-form-fields) plus how the user shaped
 * the columns (order, widths, pins, hidden ones: a {@link ColumnShape}), remembered per user and table
 * in the kit's storage.
 *
 * @example
 * const settings = useColumnSettings('system.user', columns);
 * <DataTable columns={columns} columnVisibility={settings.columnVisibility} {...settings.tableProps} … />
 */
export function useColumnSettings<Row>(
  tableId: string,
  columns: readonly ListColumn<Row>[],
): ColumnSettingsState {
  const { storage, userKey, usePermissions } = useKit();
  const permissions = usePermissions();
  const defaults = useMemo<ColumnShape>(
    () => ({ ...EMPTY_COLUMN_SHAPE, hidden: columns.filter((c) => c.defaultHidden).map((c) => c.id) }),
    [columns],
  );
  const [shape, setState] = useState<ColumnShape>(
    () => readColumnShape(storage, userKey, tableId) ?? defaults,
  );
  const setShape = useCallback(
    (next: ColumnShape) => {
      setState(next);
      writeColumnShape(storage, userKey, tableId, next);
    },
    [storage, userKey, tableId],
  );
  const dispatch = useCallback(
    (action: ColumnShapeAction) => setShape(columnShapeReducer(shape, action)),
    [shape, setShape],
  );
  return useMemo(() => {
    const ids = columns.map((c) => c.id);
    const byId = new Map(columns.map((c) => [c.id, c]));
    const order = shapeOrder(shape, ids);
    const allowed = new Set(columns.filter((c) => columnPermitted(c, permissions.column)).map((c) => c.id));
    const columnVisibility: Record<string, boolean> = {};
    for (const id of ids) if (!allowed.has(id) || shape.hidden.includes(id)) columnVisibility[id] = false;
    const pinOf = (id: string) => {
      const pin = shape.pins[id];
      return pin === 'none' ? undefined : (pin ?? byId.get(id)?.fixed);
    };
    const move = (id: string, target: string) =>
      dispatch({ type: 'move', id, to: order.indexOf(target), columns: ids });
    const pin = (id: string, side: 'left' | 'right' | undefined) => {
      const fixed = byId.get(id)?.fixed;
      dispatch({ type: 'pin', id, side: side === fixed ? undefined : (side ?? 'none') });
    };
    const setVisible = (id: string, visible: boolean) => dispatch({ type: 'toggle', id, visible });
    return {
      columnVisibility,
      permitted: order
        .filter((id) => allowed.has(id))
        .map((id) => byId.get(id)) as unknown as ListColumn<never>[],
      isVisible: (id) => columnVisibility[id] !== false,
      setVisible,
      move,
      pin,
      pinOf,
      resize: (id, width) => dispatch({ type: 'resize', id, width }),
      reset: () => setShape(defaults),
      shape,
      setShape,
      tableProps: {
        columnOrder: order,
        columnWidths: shape.widths,
        columnPins: shape.pins,
        onColumnResize: (id, width) => dispatch({ type: 'resize', id, width }),
        onColumnMove: move,
        onColumnPin: pin,
        onColumnHide: (id) => setVisible(id, false),
      },
    };
  }, [columns, permissions, shape, dispatch, setShape, defaults]);
}
