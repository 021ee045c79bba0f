import { Pagination } from '../pagination.tsx';
import { useListPageContext } from './list-page-root.tsx';

/**
 * A list page's 20/50/100/500 pager on the URL's page and size; another page lets the chosen rows go.
 * `ListPageTable` puts it under a flat list's rows. A capped total (10,000+) offers the next page while
 * a full page came back.
 *
 * @example
 * <ListPageTable aria-label="用户列表" footer={<ListPagePager />} />
 */
export function ListPagePager() {
  const list = useListPageContext();
  return (
    <Pagination
      total={list.total}
      capped={list.capped}
      hasNextPage={list.rows.length >= list.url.pageSize}
      currentPage={list.url.currentPage}
      pageSize={list.url.pageSize}
      onChange={list.goTo}
    />
  );
}
