import type { Translatable } from '@pmc/ui';
import type { ReactNode } from 'react';
import type { KitHistoryEntry } from './history-entry.ts';
import type { HistoryFormat } from './history-timeline.tsx';
import type { ListColumn } from './list-column.ts';
import type { ListRequest } from './list-url-state.ts';
import type { RowAction } from './row-actions.tsx';
import type { SearchField } from './search-form.tsx';

/** A page of rows: `{ list, total }`, or `{ list, pagination: { total } }` as the API answers. */
export type ListResult<Row> =
  | { list: readonly Row[]; total: number }
  | { list: readonly Row[]; pagination: { total: number; capped?: boolean | undefined } }
  /** A tree list (`getSubRows`) answers every row at once. */
  | { list: readonly Row[] };

/** How a list page's rows show their change history. */
export interface ListHistory<Row> extends HistoryFormat {
  kind: string;
  /** The record id of a row (default: `rowKey`). */
  recordId?: (row: Row) => string;
  /** The row's name in the drawer's title (an account, a name). */
  recordName?: (row: Row) => string | undefined;
  /**
   * 恢复这些值 on an update entry: open the row's form with these values over the stored ones; the save
   * names `entry.id` (the contract's `X-Restore-Of`) so the server records it as a restore.
   */
  onRestore?: (row: Row, values: Record<string, unknown>, entry: KitHistoryEntry) => void;
}

/** What `useListPage` needs to know of a list: its rows, columns and the state they share. */
export interface ListPageOptions<Row extends object> {
  /** Names the table: column settings are remembered under it, and it is the default query key. */
  id: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** Loads one page; `signal` aborts when a newer query replaces it. */
  request: (request: ListRequest, context: { signal: AbortSignal }) => Promise<ListResult<Row>>;
  /**
   * The TanStack Query key prefix of the list, e.g. the entity's domain key (`keys.user.all`), so
   * every change to the entity refreshes it. Defaults to `['pmc-list', id]`.
   */
  queryKey?: readonly unknown[];
  searchFields?: readonly SearchField[];
  /** URL parameters the page sets itself (not in the search form), e.g. the tree's `organizeId`. */
  filterNames?: readonly string[];
  /** Names of `filterNames` for notices (a saved view's filter that no longer exists), e.g. 所属组织. */
  filterLabels?: Readonly<Record<string, Translatable>>;
  /** The row's 操作 cell; permission codes hide actions the user lacks. */
  rowActions?: (row: Row) => RowAction[];
  /** Header of the 操作 column. */
  actionsHeader?: Translatable;
  actionsWidth?: number;
  /** Checkboxes, and buttons acting on the chosen rows (shown while some are chosen). */
  batchActions?: (keys: string[], rows: Row[]) => ReactNode;
  /**
   * Tree rows (organisations, areas, dictionary types): each row's children. The request answers the
   * whole tree (`{ list }`), the first column gets expand toggles, the toolbar 展开全部 / 折叠全部, and
   * there is no pager.
   */
  getSubRows?: (row: Row) => readonly Row[] | undefined;
  /**
   * Lazy trees (areas): whether a row can open before its children are loaded. A lazy tree starts
   * closed and has no 展开全部.
   */
  getRowCanExpand?: (row: Row) => boolean;
  /**
   * The rows keep a change history under this kind (user, role, …): a 历史 row action opens it in a
   * drawer (when the app plugs `loadHistory` into the kit). Field labels default to the columns' headers.
   */
  history?: ListHistory<Row>;
}
