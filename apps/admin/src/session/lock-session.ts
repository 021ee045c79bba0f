import { sessionChannel } from './session-channel.ts';
import { setLocked } from './session-store.ts';

/**
 * Lock (docs/guide/sign-in-and-session.md#lock-screen): set the stored flag and tell the other tabs; the
 * caller goes to the lock screen.
 */
export function lockSession(): void {
  setLocked(true);
  sessionChannel.post({ type: 'lock' });
}
