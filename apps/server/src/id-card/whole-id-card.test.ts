import { describe, expect, it } from 'vitest';
import { isWholeIdCard } from './whole-id-card.ts';

describe('isWholeIdCard', () => {
  it('takes an 18-character ID with its right check character, either case of X, or 15 digits', () => {
    expect(isWholeIdCard('11010519491231002X')).toBe(true);
    expect(isWholeIdCard(' 11010519491231002x ')).toBe(true);
    expect(isWholeIdCard('110105491231002')).toBe(true);
  });

  it('leaves out part of an ID, a wrong check character and other keywords', () => {
    expect(isWholeIdCard('11010519491231002')).toBe(false);
    expect(isWholeIdCard('110105194912310021')).toBe(false);
    expect(isWholeIdCard('13800001111')).toBe(false);
    expect(isWholeIdCard('zhangwei')).toBe(false);
  });
});
