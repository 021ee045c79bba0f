import { hashPassword } from '@pmc/api-client';
import { sessionApi } from '../app/session-endpoints.ts';
import { sessionChannel } from './session-channel.ts';
import { session, setLocked } from './session-store.ts';

/** Where the lock screen returns to: a same-origin path, never the lock screen itself. */
export function lockReturnPath(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/lockScreen')) return '/';
  return value;
}

/** The lock screen URL that remembers `from`. */
export function lockScreenUrl(from: string): string {
  return `/lockScreen?redirect=${encodeURIComponent(lockReturnPath(from))}`;
}

/** Lock (SPEC 4): set the stored flag and tell the other tabs; the caller goes to the lock screen. */
export function lockSession(): void {
  setLocked(true);
  sessionChannel.post({ type: 'lock' });
}

/**
 * Unlock: the server checks the account's password (hashed, with a timestamp against replay); on
 * success the flag clears here and in the other tabs. Rejects (after the request core's toast) on a
 * wrong password.
 */
export async function unlockSession(password: string): Promise<void> {
  await sessionApi.unlock({
    account: session.userInfo?.username ?? '',
    password: hashPassword(password),
    timestamp: Date.now(),
  });
  setLocked(false);
  sessionChannel.post({ type: 'unlock' });
}
