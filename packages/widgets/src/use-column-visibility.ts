import { useMemo, useState } from 'react';
import {
  type ColumnVisibility,
  type ColumnVisibilityOptions,
  resolveColumnVisibility,
} from './column-visibility.ts';

export interface UseColumnVisibilityOptions extends Omit<ColumnVisibilityOptions, 'hidden'> {
  /** Columns hidden until the user shows them. */
  defaultHidden?: readonly string[];
}

export interface ColumnVisibilityState {
  /** Pass to `<DataTable columnVisibility>`. */
  columnVisibility: ColumnVisibility;
  /** Columns the permission list allows: the ones a column-settings menu may offer. */
  toggleable: string[];
  isVisible: (id: string) => boolean;
  /** Shows or hides an allowed column; denied columns stay hidden. */
  setVisible: (id: string, visible: boolean) => void;
}

/**
 * Column permissions plus the user's own show/hide choice, for `<DataTable>`.
 *
 * @example
 * const { columnVisibility } = useColumnVisibility(['account', 'realName', 'mobile', 'actions'], {
 *   allowed: permission.column.map((c) => c.enCode),
 *   exempt: ['actions'],
 * });
 * <DataTable columns={columns} columnVisibility={columnVisibility} … />
 */
export function useColumnVisibility(
  columnIds: readonly string[],
  { allowed, exempt, defaultHidden = [] }: UseColumnVisibilityOptions = {},
): ColumnVisibilityState {
  const [hidden, setHidden] = useState<readonly string[]>(defaultHidden);
  const key = columnIds.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' content (key), not the array identity, matters
  return useMemo(() => {
    const permitted = resolveColumnVisibility(columnIds, { allowed, exempt });
    const columnVisibility = resolveColumnVisibility(columnIds, { allowed, exempt, hidden });
    return {
      columnVisibility,
      toggleable: columnIds.filter((id) => permitted[id]),
      isVisible: (id) => columnVisibility[id] !== false,
      setVisible: (id, visible) =>
        setHidden((prev) =>
          visible ? prev.filter((h) => h !== id) : prev.includes(id) ? prev : [...prev, id],
        ),
    };
  }, [key, allowed, exempt, hidden]);
}
