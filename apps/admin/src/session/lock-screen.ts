import { hashPassword } from '@pmc/api-client';
import { sessionApi } from '../app/session-api.ts';
import { sessionChannel } from './session-channel.ts';
import { session, setLocked } from './session-store.ts';

/**
 * Unlock: the server checks the captcha `code` (when it has captcha on) and the account's password
 * (hashed, with a timestamp against replay); on success the flag clears here and in the other tabs.
 * Rejects (after the request core's toast) on a wrong code or password.
 */
export async function unlockSession(password: string, code: string): Promise<void> {
  await sessionApi.unlock({
    account: session.userInfo?.username ?? '',
    password: hashPassword(password),
    timestamp: Date.now(),
    ...(code ? { code } : {}),
  });
  setLocked(false);
  sessionChannel.post({ type: 'unlock' });
}
