export { widgetsCatalog } from './catalog.ts';
export { widgetsMessages } from './messages.ts';
export type { PagerItem } from './pager-items.ts';
export { pageCountOf, pagerItems } from './pager-items.ts';
export type { PaginationPart, PaginationProps } from './pagination.tsx';
export { DEFAULT_PAGE_SIZE, DEFAULT_PAGINATION_LAYOUT, PAGE_SIZES, Pagination } from './pagination.tsx';
