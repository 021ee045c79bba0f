import { useCallback, useMemo } from 'react';
import { useKit } from './kit-context.tsx';
import { type ListUrlState, readListUrlState, writeListUrlState } from './list-url-state.ts';

/** A change of a list's URL state made from the state as it is when the change runs. */
export type ListUrlUpdate = (latest: ListUrlState) => ListUrlState;

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
): [ListUrlState, (next: ListUrlState | ListUrlUpdate, options?: { replace?: boolean }) => void] {
  const { useSearchParams, latestSearchParams } = useKit();
  const [params, setParams] = useSearchParams();
  const namesKey = filterNames.join('\u0000');
  // One array per distinct list of names, whatever the caller's array identity.
  const names = useMemo(() => (namesKey === '' ? [] : namesKey.split('\u0000')), [namesKey]);
  const state = useMemo(() => readListUrlState(params, names), [params, names]);
  // An update is applied to the URL as it is when it runs (the kit's `latestSearchParams`), so a filter
  // set a moment ago elsewhere on the page (a tree's organizeId) is kept before this list renders it.
  const setState = useCallback(
    (next: ListUrlState | ListUrlUpdate, options?: { replace?: boolean }) => {
      const latest = latestSearchParams?.() ?? params;
      const state = typeof next === 'function' ? next(readListUrlState(latest, names)) : next;
      setParams(writeListUrlState(state, latest, names), options);
    },
    [params, setParams, names, latestSearchParams],
  );
  return [state, setState];
}
