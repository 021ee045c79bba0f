import { sessionChannel } from './session-channel.ts';
import { setLocked } from './session-store.ts';

/** Lock (SPEC 4): set the stored flag and tell the other tabs; the caller goes to the lock screen. */
export function lockSession(): void {
  setLocked(true);
  sessionChannel.post({ type: 'lock' });
}
