import { describe, expect, it } from 'vitest';
import { dateRangeBounds, joinDateRange } from './date-range.ts';
import { readListUrlState, toListRequest, writeListUrlState } from './list-url-state.ts';

describe('list state in the URL', () => {
  it('reads page, size, keyword, sort and the named filters, refusing sizes the pager lacks', () => {
    const params = new URLSearchParams(
      'currentPage=3&pageSize=500&keyword=li&sidx=account&sort=desc&organizeId=7&tab=2',
    );
    expect(readListUrlState(params, ['organizeId'])).toEqual({
      currentPage: 3,
      pageSize: 500,
      keyword: 'li',
      sidx: 'account',
      sort: 'desc',
      filters: { organizeId: '7' },
    });
    expect(readListUrlState(new URLSearchParams('currentPage=-1&pageSize=30&sort=up&sidx=x'), [])).toEqual({
      currentPage: 1,
      pageSize: 20,
      filters: {},
    });
  });

  it('writes only what differs from the defaults and keeps parameters that are not the list’s', () => {
    const base = new URLSearchParams('tab=2&keyword=old');
    const next = writeListUrlState(
      { currentPage: 1, pageSize: 50, filters: { enabledMark: '1', organizeId: '' } },
      base,
      ['enabledMark', 'organizeId'],
    );
    expect(next.toString()).toBe('tab=2&pageSize=50&enabledMark=1');
  });

  it('round-trips through the URL', () => {
    const query = {
      currentPage: 2,
      pageSize: 100,
      keyword: '张',
      sidx: 'creatorTime',
      sort: 'asc' as const,
      filters: { creatorTime: '2024-01-01~2024-01-31' },
    };
    expect(readListUrlState(writeListUrlState(query), ['creatorTime'])).toEqual(query);
  });

  it('flattens a query into the request, leaving empty filters out', () => {
    expect(
      toListRequest({
        currentPage: 1,
        pageSize: 20,
        keyword: 'a',
        filters: { organizeId: '7', enabledMark: '' },
      }),
    ).toEqual({
      currentPage: 1,
      pageSize: 20,
      keyword: 'a',
      organizeId: '7',
    });
  });
});

describe('date range values', () => {
  it('covers the whole end day and tolerates one open side', () => {
    const { start, end } = dateRangeBounds(joinDateRange('2024-01-01', '2024-01-31'));
    expect(new Date(start ?? 0).getDate()).toBe(1);
    expect(end).toBe(new Date('2024-02-01T00:00:00').getTime() - 1);
    expect(dateRangeBounds('~2024-01-31').start).toBeUndefined();
    expect(dateRangeBounds('garbage')).toEqual({});
    expect(joinDateRange('', '')).toBe('');
  });
});
