import { isMobile } from '../rules/mobile.ts';

/** What an account typed at sign-in refers to. */
export type SignInAccount =
  | { kind: 'account'; account: string }
  | { kind: 'subAccount'; account: string; mobile: string; subAccount: string };

/**
 * Reads the account typed at sign-in: `mobile@account` (a valid mobile, `@`, a non-empty name) is a
 * sub-account of the main account registered under that mobile; anything else is a plain account.
 * Surrounding spaces are trimmed as the form does.
 *
 * @example
 * parseSignInAccount(' 13800138000@zhangsan ');
 * // { kind: 'subAccount', account: '13800138000@zhangsan', mobile: '13800138000', subAccount: 'zhangsan' }
 */
export function parseSignInAccount(input: string): SignInAccount {
  const account = input.trim();
  const at = account.indexOf('@');
  if (at > 0) {
    const mobile = account.slice(0, at);
    const subAccount = account.slice(at + 1).trim();
    if (isMobile(mobile) && subAccount !== '' && !subAccount.includes('@')) {
      return { kind: 'subAccount', account, mobile, subAccount };
    }
  }
  return { kind: 'account', account };
}

/**
 * True when the typed account is in the sub-account form `mobile@account`.
 *
 * @example
 * isSubAccount('13800138000@zhangsan'); // true
 */
export function isSubAccount(input: string): boolean {
  return parseSignInAccount(input).kind === 'subAccount';
}
