import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../pagination.tsx';

/**
 * The state of a list page that lives in the URL: page, size, keyword, server sort and the search
 * form's other fields (as text, the way a URL holds them).
 */
export interface ListUrlState {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  sidx?: string;
  sort?: 'asc' | 'desc';
  /** The search form's fields other than `keyword`, and filters the page sets (e.g. a tree node). */
  filters: Record<string, string>;
}

/** What `ListPage` hands to `request`: the URL state flattened, without empty filters. */
export type ListRequest = {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  sidx?: string;
  sort?: 'asc' | 'desc';
} & Record<string, string | number | undefined>;

const RESERVED = new Set(['currentPage', 'pageSize', 'keyword', 'sidx', 'sort']);

/**
 * Reads a list's URL state from URL parameters; unknown page sizes and pages below 1 fall back to defaults.
 * Only the names in `filterNames` become filters, so other parameters of the page stay its own.
 *
 * @example
 * readListUrlState(new URLSearchParams('currentPage=2&keyword=li&organizeId=7'), ['organizeId']);
 * // { currentPage: 2, pageSize: 20, keyword: 'li', filters: { organizeId: '7' } }
 */
export function readListUrlState(params: URLSearchParams, filterNames: readonly string[]): ListUrlState {
  const page = Number(params.get('currentPage'));
  const size = Number(params.get('pageSize'));
  const sort = params.get('sort');
  const query: ListUrlState = {
    currentPage: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    filters: {},
  };
  const keyword = params.get('keyword');
  if (keyword) query.keyword = keyword;
  const sidx = params.get('sidx');
  if (sidx && (sort === 'asc' || sort === 'desc')) {
    query.sidx = sidx;
    query.sort = sort;
  }
  for (const name of filterNames) {
    if (RESERVED.has(name)) continue;
    const value = params.get(name);
    if (value) query.filters[name] = value;
  }
  return query;
}

/**
 * Writes a list's URL state into URL parameters, leaving out defaults and empty values so a plain list has
 * a plain URL. Parameters in `base` that are not the list's own are kept.
 *
 * @example
 * writeListUrlState({ currentPage: 1, pageSize: 50, filters: { enabledMark: '1' } }).toString();
 * // 'pageSize=50&enabledMark=1'
 */
export function writeListUrlState(
  query: ListUrlState,
  base: URLSearchParams = new URLSearchParams(),
  filterNames: readonly string[] = Object.keys(query.filters),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of [...RESERVED, ...filterNames]) next.delete(name);
  if (query.currentPage > 1) next.set('currentPage', String(query.currentPage));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(query.pageSize));
  if (query.keyword) next.set('keyword', query.keyword);
  if (query.sidx && query.sort) {
    next.set('sidx', query.sidx);
    next.set('sort', query.sort);
  }
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== '' && !RESERVED.has(name)) next.set(name, value);
  }
  return next;
}

/**
 * The request a list sends: page, size, keyword, sort and the non-empty filters side by side.
 *
 * @example
 * toListRequest({ currentPage: 1, pageSize: 20, filters: { organizeId: '7', enabledMark: '' } });
 * // { currentPage: 1, pageSize: 20, organizeId: '7' }
 */
export function toListRequest(query: ListUrlState): ListRequest {
  const request: ListRequest = { currentPage: query.currentPage, pageSize: query.pageSize };
  if (query.keyword) request.keyword = query.keyword;
  if (query.sidx && query.sort) {
    request.sidx = query.sidx;
    request.sort = query.sort;
  }
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== '' && !RESERVED.has(name)) request[name] = value;
  }
  return request;
}
