import { kitMessages as m } from './kit-messages.ts';
import { ACTIONS_ID } from './list-actions-column.ts';
import type { ListColumn } from './list-column.ts';
import { type RowAction, RowActions } from './row-actions.tsx';

/** The columns with the 操作 column's cells: the page's row actions, then 历史 when rows keep one. */
export function withActionsCell<Row>(
  columns: readonly ListColumn<Row>[],
  rowActions: ((row: Row) => RowAction[]) | undefined,
  onHistory: ((row: Row) => void) | undefined,
): ListColumn<Row>[] {
  if (!rowActions) return [...columns];
  const actions = (row: Row) =>
    onHistory
      ? [...rowActions(row), { key: 'history', label: m.history, onClick: () => onHistory(row) }]
      : rowActions(row);
  return columns.map((column) =>
    column.id === ACTIONS_ID
      ? { ...column, cell: (row: Row) => <RowActions actions={actions(row)} /> }
      : column,
  );
}
