import { sessionApi } from '../app/session-api.ts';
import { drafts } from './drafts.ts';
import { sessionChannel } from './session-channel.ts';
import { resetSession } from './session-store.ts';

/** Clears the session here and loads /login afresh, dropping generated routes, tabs and cached pages. */
export function leaveToLogin(): void {
  resetSession();
  window.location.assign('/login');
}

/**
 * Logout (docs/guide/sign-in-and-session.md#logout): revoke the token on the server, tell the user's other
 * tabs, clear the session, and load /login afresh.
 */
export async function signOut(): Promise<void> {
  try {
    await sessionApi.logout();
  } catch {
    // Already invalid on the server (expired, forced offline): clearing locally is what matters.
  }
  sessionChannel.post({ type: 'logout' });
  // Signing out by choice drops what was typed and not saved: nothing is offered to the next sign-in.
  drafts.clearUser();
  leaveToLogin();
}
