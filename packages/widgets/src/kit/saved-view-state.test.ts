import { describe, expect, it } from 'vitest';
import { EMPTY_COLUMN_SHAPE } from './column-shape.ts';
import {
  hasListParams,
  readViewParam,
  sameViewState,
  toSavedViewState,
  viewUrlState,
} from './saved-view-state.ts';

const shape = { order: ['b', 'a'], widths: { a: 180 }, pins: { a: 'left' as const }, hidden: ['c', 'd'] };

describe('saved view state', () => {
  it('keeps the list state without the page number or empty filters', () => {
    const state = toSavedViewState(
      {
        currentPage: 3,
        pageSize: 50,
        keyword: 'li',
        sidx: 'account',
        sort: 'desc',
        filters: { a: '1', b: '' },
      },
      shape,
      'compact',
    );
    expect(state).toEqual({
      keyword: 'li',
      filters: { a: '1' },
      sidx: 'account',
      sort: 'desc',
      pageSize: 50,
      columns: shape,
      density: 'compact',
    });
    expect(viewUrlState(state)).toEqual({
      currentPage: 1,
      pageSize: 50,
      keyword: 'li',
      sidx: 'account',
      sort: 'desc',
      filters: { a: '1' },
    });
  });

  it('falls back to the default page size for one a view cannot hold', () => {
    expect(
      toSavedViewState({ currentPage: 1, pageSize: 30, filters: {} }, EMPTY_COLUMN_SHAPE, 'default').pageSize,
    ).toBe(20);
  });

  it('tells a changed state, ignoring key order and the order of hidden columns', () => {
    const a = toSavedViewState(
      { currentPage: 1, pageSize: 20, filters: { x: '1', y: '2' } },
      shape,
      'default',
    );
    const b = toSavedViewState(
      { currentPage: 4, pageSize: 20, filters: { y: '2', x: '1' } },
      { ...shape, hidden: ['d', 'c'] },
      'default',
    );
    expect(sameViewState(a, b)).toBe(true);
    expect(sameViewState(a, { ...a, density: 'medium' })).toBe(false);
    expect(sameViewState(a, { ...a, columns: { ...shape, widths: { a: 181 } } })).toBe(false);
    expect(sameViewState(a, { ...a, columns: { ...shape, order: ['a', 'b'] } })).toBe(false);
    expect(sameViewState(a, { ...a, filters: { x: '1' } })).toBe(false);
    expect(sameViewState(a, { ...a, sidx: 'x', sort: 'asc' })).toBe(false);
  });

  it('reads the view and whether the URL holds list state of its own', () => {
    expect(readViewParam(new URLSearchParams('view=v1&keyword=li'))).toBe('v1');
    expect(readViewParam(new URLSearchParams('view='))).toBeUndefined();
    expect(hasListParams(new URLSearchParams('view=v1'), ['organizeId'])).toBe(false);
    expect(hasListParams(new URLSearchParams('organizeId=7'), ['organizeId'])).toBe(true);
    expect(hasListParams(new URLSearchParams('pageSize=50'), [])).toBe(true);
  });
});
