import { describe, expect, it } from 'vitest';
import { resolveColumnVisibility } from './column-visibility.ts';

describe('resolveColumnVisibility', () => {
  const ids = ['account', 'mobile', 'actions'];

  it('shows every column without a permission list', () => {
    expect(resolveColumnVisibility(ids)).toEqual({ account: true, mobile: true, actions: true });
  });

  it('hides columns missing from the permission list, except exempt ones', () => {
    expect(resolveColumnVisibility(ids, { allowed: ['account'], exempt: ['actions'] })).toEqual({
      account: true,
      mobile: false,
      actions: true,
    });
  });

  it('accepts a predicate and applies the user choice on top', () => {
    expect(resolveColumnVisibility(ids, { allowed: (id) => id !== 'mobile', hidden: ['account'] })).toEqual({
      account: false,
      mobile: false,
      actions: true,
    });
  });
});
