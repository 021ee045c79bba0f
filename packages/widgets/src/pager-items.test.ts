import { describe, expect, it } from 'vitest';
import { pageCountOf, pagerItems } from './pager-items.ts';

describe('pagerItems', () => {
  it('lists every page when they fit', () => {
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(1, 0)).toEqual([1]);
  });

  it('hides the tail near the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
  });

  it('hides both sides in the middle', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
  });

  it('hides the head near the end', () => {
    expect(pagerItems(20, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pagerItems(99, 20)).toEqual(pagerItems(20, 20));
    expect(pagerItems(-3, 20)).toEqual(pagerItems(1, 20));
  });
});

describe('pageCountOf', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
    expect(pageCountOf(1001, 500)).toBe(3);
  });
});
