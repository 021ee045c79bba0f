import type { DataTableSort } from '../data-table-columns.tsx';
import type { TableDensity } from '../table-density.ts';
import type { ListColumn } from './list-column.ts';
import type { ListHistory, ListPageOptions } from './list-page-options.ts';
import type { ListRequest, ListUrlState } from './list-url-state.ts';
import type { SearchValues } from './search-form.tsx';
import type { ColumnSettingsState } from './use-column-settings.ts';
import type { ListRows } from './use-list-rows.ts';
import type { ListUrlUpdate } from './use-list-url-state.ts';
import type { SavedViewsState } from './use-saved-views.ts';

/** A tree list's rows: whether they open, and 展开全部 / 折叠全部. */
export interface ListTreeState {
  /** The rows have children (`getSubRows`): no pager. */
  enabled: boolean;
  /** The rows load their children when opened (`getRowCanExpand`): the tree starts closed. */
  lazy: boolean;
  /** Whether the rows start open. */
  open: boolean;
  /** Changes with each 展开全部 / 折叠全部, which remount the table with every row open or closed. */
  version: number;
  /** 展开全部 / 折叠全部, for a tree that has all its rows. */
  expandAll?: (open: boolean) => void;
}

/** The 历史 drawer's state. */
export interface ListHistoryState<Row> {
  /** The page's history settings, while the app plugs `loadHistory` into the kit. */
  config?: ListHistory<Row>;
  /** The row whose history shows, or null. */
  of: Row | null;
  show: (row: Row | null) => void;
}

/**
 * Everything a list page's parts share, from `useListPage`: the URL state and the rows it loads,
 * the selection, the tree's expansion, the columns with their settings, the density, the history
 * drawer and the saved views. Parts read it through `ListPageRoot`'s context.
 */
export interface ListPageState<Row extends object> extends ListRows<Row> {
  /** What the hook was given. */
  options: ListPageOptions<Row>;
  keyOf: (row: Row) => string;
  /** Page, size, keyword, sort and filters, as the URL holds them. */
  url: ListUrlState;
  setUrl: (next: ListUrlState | ListUrlUpdate, options?: { replace?: boolean }) => void;
  /** What `request` is called with: `url` flattened. */
  request: ListRequest;
  /** Searches the search form's values (keyword and filters) from page 1. */
  search: (values: SearchValues) => void;
  /** Sets filters named in `filterNames` (a tree node) and goes back to page 1; '' clears one. */
  filter: (filters: Record<string, string>) => void;
  sort: DataTableSort | null;
  sortBy: (sort: DataTableSort | null) => void;
  /** Another page or page size; the chosen rows are let go. */
  goTo: (currentPage: number, pageSize: number) => void;
  selection: { keys: string[]; rows: Row[] };
  select: (keys: string[], rows: Row[]) => void;
  tree: ListTreeState;
  /** The page's columns, then 操作 when there are row actions (its cells drawn by `ListPageTable`). */
  columns: ListColumn<Row>[];
  columnSettings: ColumnSettingsState;
  density: TableDensity;
  setDensity: (next: TableDensity) => void;
  history: ListHistoryState<Row>;
  /** The page's saved views and the one applied (`ListPageViews`); disabled without the kit's `views` port. */
  views: SavedViewsState;
}
