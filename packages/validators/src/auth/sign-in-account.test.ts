import { describe, expect, it } from 'vitest';
import { isSubAccount, parseSignInAccount } from './sign-in-account.ts';

describe('parseSignInAccount', () => {
  it('splits mobile@account', () => {
    expect(parseSignInAccount(' 13800138000@zhangsan ')).toEqual({
      kind: 'subAccount',
      account: '13800138000@zhangsan',
      mobile: '13800138000',
      subAccount: 'zhangsan',
    });
    expect(isSubAccount('13800138000@zhangsan')).toBe(true);
  });

  it.each(['admin', 'zhang@example.com', '12345@abc', '13800138000@', '@zhangsan', '13800138000@a@b'])(
    'reads %j as a plain account',
    (input) => {
      expect(parseSignInAccount(input)).toEqual({ kind: 'account', account: input });
      expect(isSubAccount(input)).toBe(false);
    },
  );
});
