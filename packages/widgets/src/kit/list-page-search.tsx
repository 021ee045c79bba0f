import { useListPageContext } from './list-page-root.tsx';
import { SearchForm } from './search-form.tsx';

/**
 * A list page's search form: the `searchFields` given to `useListPage`, filled from the URL; a search
 * goes back to page 1. Nothing when the list has no search fields.
 *
 * @example
 * <ListPageRoot list={list}><ListPageSearch />…</ListPageRoot>
 */
export function ListPageSearch() {
  const list = useListPageContext();
  const fields = list.options.searchFields ?? [];
  if (fields.length === 0) return null;
  return (
    <SearchForm
      fields={fields}
      values={{ keyword: list.url.keyword ?? '', ...list.url.filters }}
      onSearch={list.search}
    />
  );
}
