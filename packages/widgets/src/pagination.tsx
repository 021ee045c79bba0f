import { formatNumber } from '@pmc/i18n';
import { cn, NativeSelect, useTranslate } from '@pmc/ui';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@pmc/validators';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { widgetsMessages as m } from './messages.ts';
import { pageCountOf, pagerItems } from './pager-items.ts';
import { useUiLocale } from './use-ui-locale.ts';

// The sizes the API accepts: one constant for the pager and the contract.
export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

/** The parts of the pager, in the order given by `layout`. */
export type PaginationPart = 'total' | 'sizes' | 'prev' | 'pager' | 'next' | 'jumper';

/** The pager layout of docs/guide/constants.md#paging. */
export const DEFAULT_PAGINATION_LAYOUT = 'total, sizes, prev, pager, next, jumper';

export interface PaginationProps {
  total: number;
  /**
   * The server counted no further than `total` (docs/guide/api.md#calls): shown as "10,000+", with no
   * last page to jump to; the next page stays offered while `hasNextPage`.
   */
  capped?: boolean | undefined;
  /** With `capped`: the page shown came back full, so a next one may exist. */
  hasNextPage?: boolean | undefined;
  /** 1-based, as the list endpoints expect. */
  currentPage: number;
  pageSize: number;
  /** Called with the new page and size; a size change keeps the page when it still exists. */
  onChange: (currentPage: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Comma-separated parts (Element UI style) or a list of them. */
  layout?: string | readonly PaginationPart[];
  /** Odd number of page slots, ellipses included. */
  pagerCount?: number;
  disabled?: boolean;
  hideOnSinglePage?: boolean;
  small?: boolean;
  className?: string;
}

const parseLayout = (layout: string | readonly PaginationPart[]): PaginationPart[] =>
  (typeof layout === 'string' ? layout.split(',') : layout)
    .map((p) => p.trim())
    .filter(Boolean) as PaginationPart[];

/**
 * A controlled pager with total, page sizes, previous/next, page numbers with ellipsis jumps and a
 * "go to" box, in the order of `layout`. A `<nav>` with labelled buttons and `aria-current="page"`.
 *
 * @example
 * <Pagination
 *   total={data.pagination.total}
 *   currentPage={query.currentPage}
 *   pageSize={query.pageSize}
 *   onChange={(currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize })}
 * />
 */
export function Pagination({
  total,
  capped = false,
  hasNextPage = true,
  currentPage,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  layout = DEFAULT_PAGINATION_LAYOUT,
  pagerCount = 7,
  disabled = false,
  hideOnSinglePage = false,
  small = false,
  className,
}: PaginationProps) {
  const t = useTranslate();
  const locale = useUiLocale();
  const known = pageCountOf(total, pageSize);
  // Capped, the pages past the counted rows are known one at a time, from a full page.
  const pageCount = capped ? Math.max(known, currentPage + (hasNextPage ? 1 : 0)) : known;
  const page = Math.min(Math.max(1, currentPage), pageCount);
  const [jump, setJump] = useState(String(page));
  useEffect(() => setJump(String(page)), [page]);

  if (hideOnSinglePage && pageCount <= 1) return null;

  const go = (target: number) => {
    const next = Math.min(Math.max(1, Math.trunc(target)), pageCount);
    if (next !== page && !disabled) onChange(next, pageSize);
  };
  const changeSize = (size: number) => {
    if (size !== pageSize) onChange(Math.min(page, pageCountOf(total, size)), size);
  };
  const commitJump = () => {
    const target = Number(jump);
    if (jump.trim() === '' || !Number.isFinite(target)) setJump(String(page));
    else {
      go(target);
      setJump(String(Math.min(Math.max(1, Math.trunc(target)), pageCount)));
    }
  };
  const jumpStep = pagerCount - 2;

  const parts: Record<PaginationPart, () => ReactNode> = {
    total: () => (
      <span key="total" className="pmc-pagination__total">
        {capped
          ? t(m.paginationTotalCapped, { total: formatNumber(total, locale) })
          : t(m.paginationTotal, { total })}
      </span>
    ),
    sizes: () => (
      <NativeSelect
        key="sizes"
        className="pmc-pagination__sizes"
        aria-label={t(m.paginationPageSizeLabel)}
        disabled={disabled}
        value={String(pageSize)}
        onValueChange={(value) => changeSize(Number(value))}
        options={pageSizes.map((size) => ({ value: String(size), label: t(m.paginationPageSize, { size }) }))}
      />
    ),
    prev: () => (
      <button
        key="prev"
        type="button"
        className="pmc-pagination__button"
        aria-label={t(m.paginationPrev)}
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
      >
        ‹
      </button>
    ),
    next: () => (
      <button
        key="next"
        type="button"
        className="pmc-pagination__button"
        aria-label={t(m.paginationNext)}
        disabled={disabled || page >= pageCount}
        onClick={() => go(page + 1)}
      >
        ›
      </button>
    ),
    pager: () => (
      <ul key="pager" className="pmc-pagination__pager">
        {pagerItems(page, pageCount, pagerCount, !capped).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <button
                type="button"
                className={cn('pmc-pagination__button', item === page && 'is-active')}
                aria-label={t(m.paginationPage, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            ) : (
              <button
                type="button"
                className="pmc-pagination__button pmc-pagination__more"
                aria-label={t(item === 'prev-more' ? m.paginationPrevMore : m.paginationNextMore, {
                  n: jumpStep,
                })}
                disabled={disabled}
                onClick={() => go(item === 'prev-more' ? page - jumpStep : page + jumpStep)}
              >
                …
              </button>
            )}
          </li>
        ))}
      </ul>
    ),
    jumper: () => (
      <label key="jumper" className="pmc-pagination__jumper">
        {t(m.paginationJumpPrefix)}
        <input
          className="pmc-input pmc-pagination__jump-input"
          inputMode="numeric"
          type="number"
          min={1}
          max={pageCount}
          disabled={disabled}
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onBlur={commitJump}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') commitJump();
          }}
        />
        {t(m.paginationJumpSuffix)}
      </label>
    ),
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={t(m.pagination)}
      className={cn('pmc-pagination', small && 'pmc-pagination--small', className)}
    >
      {parseLayout(layout).map((part) => parts[part]?.())}
    </nav>
  );
}
