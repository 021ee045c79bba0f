import { describe, expect, it } from 'vitest';
import { type UserPageShape, userPageStatement } from './user-page-statement.ts';

const plain: UserPageShape = {
  keyword: false,
  fromStart: false,
  spelled: false,
  idCardHashes: false,
  enabledMark: false,
  organizeId: false,
  keptTotal: false,
  startTime: false,
  endTime: false,
  sortColumn: undefined,
  descending: false,
};
const first = { limit: 20, offset: 0 };

describe('userPageStatement', () => {
  it('names the first pages and keeps them under one key per shape and page', () => {
    const page = userPageStatement({ ...plain, enabledMark: true }, first);
    expect(page?.statement.name).toMatch(/^user_page_/);
    expect(page?.kept).toBeDefined();
    expect(userPageStatement({ ...plain, enabledMark: true }, first)).toBe(page);
    expect(
      userPageStatement({ ...plain, enabledMark: true }, { limit: 20, offset: 100 })?.kept,
    ).toBeUndefined();
  });

  it('takes a creation date range after the other values, planned each call but kept', () => {
    const page = userPageStatement({ ...plain, organizeId: true, startTime: true, endTime: true }, first);
    expect(page?.statement.text).toContain('u.organize_id = any($2::text[])');
    expect(page?.statement.text).toContain('u.creator_time >= $3::bigint');
    expect(page?.statement.text).toContain('u.creator_time <= $4::bigint');
    // A generic plan of a range guesses its width: never prepared under a name.
    expect(page?.statement.name).toBeUndefined();
    expect(page?.kept).toBeDefined();
    const until = userPageStatement({ ...plain, endTime: true }, first);
    expect(until?.statement.text).toContain('u.creator_time <= $2::bigint');
    expect(until?.statement.text).not.toContain('>=');
  });

  it('plans a department filter each call: a generic plan guesses one subtree size for all of them', () => {
    const page = userPageStatement({ ...plain, organizeId: true }, first);
    expect(page?.statement.text).toContain('u.organize_id = any($2::text[])');
    expect(page?.statement.name).toBeUndefined();
    expect(page?.kept).toBeDefined();
  });

  it('answers the organisation alone with its kept count, at any depth, without counting its users', () => {
    const page = userPageStatement({ ...plain, organizeId: true, keptTotal: true }, first);
    const text = page?.statement.text ?? '';
    expect(text).toContain('from users u where u.organize_id = any($2::text[]) order by');
    expect(text).toContain('from organize_user_counts c where c.organize_id = any($2::text[])) end as total');
    expect(text).not.toContain('m as materialized');
    // Past the 10,001 a filter counts, still answered: the total is exact.
    expect(
      userPageStatement({ ...plain, organizeId: true, keptTotal: true }, { limit: 20, offset: 50_000 }),
    ).toBeDefined();
    expect(userPageStatement({ ...plain, organizeId: true }, { limit: 20, offset: 50_000 })).toBeUndefined();
    expect(() =>
      userPageStatement({ ...plain, organizeId: true, keptTotal: true, enabledMark: true }, first),
    ).toThrow(RangeError);
  });

  it('counts a state apart from its page, and a creation range once from its ordered matches', () => {
    const state = userPageStatement({ ...plain, enabledMark: true }, first)?.statement.text ?? '';
    expect(state).not.toContain('m as materialized');
    expect(state).toContain('select u.id from users u where u.enabled_mark = $2::int order by');
    expect(state).toContain(
      '(select count(*) from (select 1 from users u where u.enabled_mark = $2::int limit 10001) c)',
    );
    const range =
      userPageStatement({ ...plain, enabledMark: true, startTime: true }, first)?.statement.text ?? '';
    expect(range).toContain('m as materialized (select u.id, u.sort_code, u.creator_time from users u where');
    expect(range).toContain('(select count(*) from m)');
  });

  it("reads a keyword's terms one branch each, with the other filters in every branch", () => {
    const page = userPageStatement({ ...plain, keyword: true, spelled: true, enabledMark: true }, first);
    const text = page?.statement.text ?? '';
    // account, name, mobile, pinyin, initials: five branches, each reading one index.
    expect(text.split('union all')).toHaveLength(5);
    expect(text.match(/u\.enabled_mark = \$4::int/g)).toHaveLength(5);
    expect(text).toContain('select distinct on (u.sort_code, u.creator_time, u.id)');
    const sorted = userPageStatement({ ...plain, keyword: true, sortColumn: 'account' }, first);
    expect(sorted?.statement.text).toContain('select distinct on (u.account, u.id) u.id, u.account');
  });
});
