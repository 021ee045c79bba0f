import { expect, it } from 'vitest';
import { lockReturnPath, lockScreenUrl } from './lock-screen-url.ts';

it('returns only to same-origin paths other than the lock screen', () => {
  expect(lockReturnPath('/system/user?x=1')).toBe('/system/user?x=1');
  expect(lockReturnPath('//evil.example')).toBe('/');
  expect(lockReturnPath('https://evil.example')).toBe('/');
  expect(lockReturnPath('/lockScreen')).toBe('/');
  expect(lockReturnPath(null)).toBe('/');
});

it('remembers where the user was in the lock screen URL', () => {
  expect(lockScreenUrl('/system/user')).toBe('/lockScreen?redirect=%2Fsystem%2Fuser');
});
