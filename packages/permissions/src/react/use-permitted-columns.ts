import { useMemo } from 'react';
import { type CodeOf, filterByPermission } from '../filter-by-permission.ts';
import { usePermissions } from './permission-context.ts';

/**
 * The shape `usePermittedColumns` reads by default (TanStack Table's column definition): the code is
 * `meta.permission` when it is a string, none when it is `false`, else the `accessorKey`. Display
 * columns (selection, actions) have no `accessorKey`, so they are kept.
 */
export interface ColumnLike {
  accessorKey?: unknown;
  meta?: unknown;
}

function defaultColumnCode(column: ColumnLike): string | undefined {
  const permission = (column.meta as { permission?: unknown } | undefined)?.permission;
  if (typeof permission === 'string') return permission;
  if (permission === false) return undefined;
  return typeof column.accessorKey === 'string' ? column.accessorKey : undefined;
}

/**
 * The table columns the current page grants in its column list
 * (docs/guide/permissions.md#buttons-columns-and-form-fields); see `ColumnLike` for where the code comes
 * from, or pass `codeOf`. The result keeps its identity while the inputs do, so it can feed a table directly
 * (declare `columns` outside the component or memoise it).
 *
 * @example
 * const columns = usePermittedColumns(userColumns); // userColumns declared at module level:
 * // [{ accessorKey: 'fullName', header: '姓名' }, { accessorKey: 'mobile', header: '手机' },
 * //  { accessorKey: 'account', header: '账号', meta: { permission: false } }, { id: 'actions', header: '操作' }]
 */
export function usePermittedColumns<T extends ColumnLike>(columns: readonly T[]): T[];
export function usePermittedColumns<T>(columns: readonly T[], codeOf: CodeOf<T>): T[];
export function usePermittedColumns<T>(
  columns: readonly T[],
  codeOf: CodeOf<T> = defaultColumnCode as CodeOf<T>,
): T[] {
  const { index, modelId } = usePermissions();
  return useMemo(
    () => filterByPermission(columns, index, modelId, 'column', codeOf),
    [columns, index, modelId, codeOf],
  );
}
