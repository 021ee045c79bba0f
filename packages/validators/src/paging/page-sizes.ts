/**
 * The page sizes a paged list offers and the API accepts (docs/guide/constants.md); anything else is
 * refused.
 * @example
 * PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number]); // true for 20, 50, 100 and 500
 */
export const PAGE_SIZES = [20, 50, 100, 500] as const;

/**
 * The page size a list opens with, and the API's when a query names none.
 * @example
 * const query = { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE };
 */
export const DEFAULT_PAGE_SIZE = 20;
