import type { ListColumn } from './list-column.ts';

/** The id of the list page's 操作 column (not offered in 列设置). */
export const ACTIONS_ID = 'actions';

/**
 * The 操作 column as the column settings and the explain list see it; `ListPageTable` draws its cells
 * (so the state hook does not load the row actions' menu).
 */
export function actionsColumn<Row>(header: string, width: number | undefined): ListColumn<Row> {
  return {
    id: ACTIONS_ID,
    header,
    permission: false,
    width,
    // On one line, whole, and in view when the table scrolls sideways.
    ellipsis: false,
    fixed: 'right',
    // Not dragged nor pinned from its header: the row's commands stay at the right edge.
    locked: true,
  };
}
