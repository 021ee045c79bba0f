import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPageOptions, ListResult } from './list-page-options.ts';
import type { ListRequest } from './list-url-state.ts';

export interface ListRows<Row> {
  rows: Row[];
  /** All rows the filter matches (a tree list: its top rows). */
  total: number;
  /** The server counted no further than `total`: there are more rows (docs/guide/api.md#calls). */
  capped: boolean;
  /** A page is being fetched; the previous page's rows stay meanwhile. */
  loading: boolean;
  refresh: () => void;
}

const totalOf = <Row>(result: ListResult<Row>) =>
  'total' in result ? result.total : 'pagination' in result ? result.pagination.total : result.list.length;

/** The rows of one list request, through TanStack Query under the list's key. */
export function useListRows<Row extends object>(
  options: Pick<ListPageOptions<Row>, 'id' | 'queryKey' | 'request'>,
  request: ListRequest,
): ListRows<Row> {
  const { id } = options;
  const prefix = options.queryKey ?? ['pmc-list', id];
  const result = useQuery({
    // The list's id is part of the key: two lists under one domain prefix (登录日志 and 操作日志 both
    // under the log key) would otherwise share one cache entry, each showing the other's rows.
    queryKey: [...prefix, 'kit-list', id, request],
    queryFn: ({ signal }) => options.request(request, { signal }),
    placeholderData: keepPreviousData,
  });
  return {
    rows: (result.data?.list ?? []) as Row[],
    total: result.data ? totalOf(result.data) : 0,
    capped: Boolean(result.data && 'pagination' in result.data && result.data.pagination.capped),
    loading: result.isFetching,
    refresh: () => void result.refetch(),
  };
}
