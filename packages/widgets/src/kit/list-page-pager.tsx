import { Pagination } from '../pagination.tsx';
import { useListPageContext } from './list-page-root.tsx';

/**
 * A list page's 20/50/100/500 pager on the URL's page and size; another page lets the chosen rows go.
 * `ListPageTable` puts it under a flat list's rows.
 *
 * @example
 * <ListPageTable aria-label="用户列表" footer={<ListPagePager />} />
 */
export function ListPagePager() {
  const list = useListPageContext();
  return (
    <Pagination
      total={list.total}
      currentPage={list.url.currentPage}
      pageSize={list.url.pageSize}
      onChange={list.goTo}
    />
  );
}
