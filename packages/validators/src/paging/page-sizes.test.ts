import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes.ts';

describe('page sizes', () => {
  it('offers 20, 50, 100 and 500, opening at 20', () => {
    expect(PAGE_SIZES).toEqual([20, 50, 100, 500]);
    expect(PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });
});
