/** One slot of the pager: a page number, or a jump of several pages shown as an ellipsis. */
export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * The pages to show for `current` of `pageCount`, at most `pagerCount` slots (odd, ≥ 5), always with the
 * first and the last page and an ellipsis jump where pages are hidden (as Element UI's pager does).
 * `withLast` false: `pageCount` is not known to be the last page (a capped total), so it is not offered.
 *
 * @example
 * pagerItems(10, 20); // [1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]
 * pagerItems(2, 5);   // [1, 2, 3, 4, 5]
 */
export function pagerItems(current: number, pageCount: number, pagerCount = 7, withLast = true): PagerItem[] {
  const items = allPagerItems(current, pageCount, pagerCount);
  const last = items.at(-1);
  return withLast || last === Math.min(Math.max(1, current), Math.max(1, pageCount))
    ? items
    : items.slice(0, -1);
}

function allPagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  const total = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), total);
  if (total <= pagerCount) return Array.from({ length: total }, (_, i) => i + 1);

  const half = (pagerCount - 1) / 2;
  const showPrevMore = page > pagerCount - half;
  const showNextMore = page < total - half;
  const items: PagerItem[] = [1];
  if (showPrevMore && !showNextMore) {
    items.push('prev-more');
    for (let i = total - (pagerCount - 2); i < total; i++) items.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < pagerCount; i++) items.push(i);
    items.push('next-more');
  } else {
    items.push('prev-more');
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = page - offset; i <= page + offset; i++) items.push(i);
    items.push('next-more');
  }
  items.push(total);
  return items;
}

/** The number of pages for `total` rows of `pageSize` each; at least 1, so an empty list shows page 1. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}
