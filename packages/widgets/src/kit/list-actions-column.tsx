import { kitMessages as m } from './kit-messages.ts';
import type { ListColumn } from './list-column.ts';
import { type RowAction, RowActions } from './row-actions.tsx';

/** The id of the list page's 操作 column (not offered in 列设置). */
export const ACTIONS_ID = 'actions';

export interface ActionsColumnOptions<Row> {
  rowActions: (row: Row) => RowAction[];
  /** The header, already in the user's language. */
  header: string;
  width?: number;
  /** Adds 历史 after the page's actions. */
  onHistory?: (row: Row) => void;
}

/** The 操作 column: the page's row actions, plus 历史 when the rows keep a history. */
export function actionsColumn<Row>({ rowActions, header, width, onHistory }: ActionsColumnOptions<Row>) {
  return {
    id: ACTIONS_ID,
    header,
    permission: false,
    width,
    // On one line, whole, and in view when the table scrolls sideways.
    ellipsis: false,
    fixed: 'right' as const,
    cell: (row: Row) => (
      <RowActions
        actions={
          onHistory
            ? [...rowActions(row), { key: 'history', label: m.history, onClick: () => onHistory(row) }]
            : rowActions(row)
        }
      />
    ),
  } satisfies ListColumn<Row>;
}
