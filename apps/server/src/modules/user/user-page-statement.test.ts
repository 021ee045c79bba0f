import { describe, expect, it } from 'vitest';
import { type UserPageShape, userPageStatement } from './user-page-statement.ts';

const plain: UserPageShape = {
  keyword: false,
  fromStart: false,
  spelled: false,
  idCardHashes: false,
  enabledMark: false,
  organizeId: false,
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
