import { PAGE_SIZES } from '../pagination.tsx';
import type { TableDensity } from '../table-density.ts';
import type { ColumnShape } from './column-shape.ts';
import type { ListUrlState } from './list-url-state.ts';
import type { SavedViewState } from './saved-views-port.ts';

/** The URL parameter naming the applied view, so the page's URL is the view's link. */
export const VIEW_PARAM = 'view';

/** The id of the view the URL names, or undefined. */
export function readViewParam(params: URLSearchParams): string | undefined {
  return params.get(VIEW_PARAM) || undefined;
}

const asPageSize = (size: number): SavedViewState['pageSize'] =>
  ((PAGE_SIZES as readonly number[]).includes(size) ? size : 20) as SavedViewState['pageSize'];

/**
 * The list's present state as a saved view keeps it; empty filters are left out.
 *
 * @example
 * toSavedViewState({ currentPage: 3, pageSize: 50, filters: { enabledMark: '1', organizeId: '' } }, shape, 'compact');
 * // { filters: { enabledMark: '1' }, pageSize: 50, columns: shape, density: 'compact' }
 */
export function toSavedViewState(
  url: ListUrlState,
  columns: ColumnShape,
  density: TableDensity,
): SavedViewState {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(url.filters)) if (value !== '') filters[name] = value;
  const state: SavedViewState = { filters, pageSize: asPageSize(url.pageSize), columns, density };
  if (url.keyword) state.keyword = url.keyword;
  if (url.sidx && url.sort) {
    state.sidx = url.sidx;
    state.sort = url.sort;
  }
  return state;
}

/** The list URL state a view opens with: its keyword, filters, sort and page size, on page 1. */
export function viewUrlState(state: SavedViewState): ListUrlState {
  return {
    currentPage: 1,
    pageSize: state.pageSize,
    keyword: state.keyword,
    sidx: state.sidx,
    sort: state.sort,
    filters: { ...state.filters },
  };
}

const sortedEntries = (record: Record<string, unknown>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** One string per state, equal for states that show the same list (hidden columns as a set). */
function canonical(state: SavedViewState): string {
  const { columns } = state;
  return JSON.stringify([
    state.keyword ?? '',
    sortedEntries(state.filters).filter(([, value]) => value !== ''),
    state.sidx && state.sort ? [state.sidx, state.sort] : null,
    state.pageSize,
    columns.order,
    sortedEntries(columns.widths),
    sortedEntries(columns.pins),
    [...columns.hidden].sort(),
    state.density,
  ]);
}

/**
 * Whether two states show the same list: what tells a view "changed" (a dot beside its name) until
 * it is saved.
 */
export function sameViewState(a: SavedViewState, b: SavedViewState): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Whether the URL holds list state of its own (a shared list link): then the person's default view
 * does not replace it on arrival.
 */
export function hasListParams(params: URLSearchParams, filterNames: readonly string[]): boolean {
  const names = ['currentPage', 'pageSize', 'keyword', 'sidx', 'sort', ...filterNames];
  return names.some((name) => params.get(name));
}
