import { useCallback, useMemo } from 'react';
import { useKit } from './kit-context.tsx';
import { type ListQuery, readListQuery, writeListQuery } from './list-query.ts';

/**
 * A list's query state kept in the URL through the app's adapter (`KitProvider.useSearchParams`):
 * a reload, a shared link or a tab switched back to shows the same list. `filterNames` are the
 * parameters the list owns besides page, size, keyword and sort.
 *
 * @example
 * const [query, setQuery] = useListQuery(['organizeId', 'creatorTime']);
 * setQuery({ ...query, currentPage: 2 });
 */
export function useListQuery(
  filterNames: readonly string[],
): [ListQuery, (next: ListQuery, options?: { replace?: boolean }) => void] {
  const { useSearchParams } = useKit();
  const [params, setParams] = useSearchParams();
  const namesKey = filterNames.join('\u0000');
  // One array per distinct list of names, whatever the caller's array identity.
  const names = useMemo(() => (namesKey === '' ? [] : namesKey.split('\u0000')), [namesKey]);
  const query = useMemo(() => readListQuery(params, names), [params, names]);
  const setQuery = useCallback(
    (next: ListQuery, options?: { replace?: boolean }) =>
      setParams(writeListQuery(next, params, names), options),
    [params, setParams, names],
  );
  return [query, setQuery];
}
