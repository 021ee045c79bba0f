import { useCallback, useMemo } from 'react';
import { useKit } from './kit-context.tsx';
import { type ListUrlState, readListUrlState, writeListUrlState } from './list-url-state.ts';

/**
 * A list's state kept in the URL through the app's adapter (`KitProvider.useSearchParams`): a reload,
 * a shared link or a tab switched back to shows the same list. `filterNames` are the parameters the
 * list owns besides page, size, keyword and sort.
 *
 * @example
 * const [state, setState] = useListUrlState(['organizeId', 'creatorTime']);
 * setState({ ...state, currentPage: 2 });
 */
export function useListUrlState(
  filterNames: readonly string[],
): [ListUrlState, (next: ListUrlState, options?: { replace?: boolean }) => void] {
  const { useSearchParams } = useKit();
  const [params, setParams] = useSearchParams();
  const namesKey = filterNames.join('\u0000');
  // One array per distinct list of names, whatever the caller's array identity.
  const names = useMemo(() => (namesKey === '' ? [] : namesKey.split('\u0000')), [namesKey]);
  const state = useMemo(() => readListUrlState(params, names), [params, names]);
  const setState = useCallback(
    (next: ListUrlState, options?: { replace?: boolean }) =>
      setParams(writeListUrlState(next, params, names), options),
    [params, setParams, names],
  );
  return [state, setState];
}
