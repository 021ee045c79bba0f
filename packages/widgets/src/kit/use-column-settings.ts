import { useCallback, useMemo, useState } from 'react';
import { readHiddenColumns, writeHiddenColumns } from './column-settings-store.ts';
import { useKit } from './kit-context.tsx';
import type { ListColumn } from './list-column.ts';

export interface ColumnSettingsState {
  /** `{ [id]: false }` for every column not shown, for `<DataTable columnVisibility>`. */
  columnVisibility: Record<string, boolean>;
  /** The columns the permissions allow: what the 列设置 menu offers. */
  permitted: ListColumn<never>[];
  isVisible: (id: string) => boolean;
  setVisible: (id: string, visible: boolean) => void;
  reset: () => void;
}

/** True when the page's column permissions let a column show (`permission: false` exempts it). */
export function columnPermitted(
  column: { id: string; permission?: string | false },
  can: (code: string) => boolean,
) {
  return column.permission === false || can(column.permission ?? column.id);
}

/**
 * Column permissions (docs/guide/permissions.md#buttons-columns-and-form-fields) plus the columns the user
 * hid, remembered per user and table in the kit's storage.
 *
 * @example
 * const settings = useColumnSettings('system.user', columns);
 * <DataTable columns={columns} columnVisibility={settings.columnVisibility} … />
 */
export function useColumnSettings<Row>(
  tableId: string,
  columns: readonly ListColumn<Row>[],
): ColumnSettingsState {
  const { storage, userKey, usePermissions } = useKit();
  const permissions = usePermissions();
  const defaults = useMemo(() => columns.filter((c) => c.defaultHidden).map((c) => c.id), [columns]);
  const [hidden, setHidden] = useState<readonly string[]>(
    () => readHiddenColumns(storage, userKey, tableId) ?? defaults,
  );
  const save = useCallback(
    (next: readonly string[]) => {
      setHidden(next);
      writeHiddenColumns(storage, userKey, tableId, next);
    },
    [storage, userKey, tableId],
  );
  return useMemo(() => {
    const permitted = columns.filter((c) => columnPermitted(c, permissions.column));
    const allowed = new Set(permitted.map((c) => c.id));
    const columnVisibility: Record<string, boolean> = {};
    for (const column of columns) {
      if (!allowed.has(column.id) || hidden.includes(column.id)) columnVisibility[column.id] = false;
    }
    return {
      columnVisibility,
      permitted: permitted as unknown as ListColumn<never>[],
      isVisible: (id) => columnVisibility[id] !== false,
      setVisible: (id, visible) =>
        save(visible ? hidden.filter((h) => h !== id) : hidden.includes(id) ? hidden : [...hidden, id]),
      reset: () => save(defaults),
    };
  }, [columns, permissions, hidden, save, defaults]);
}
