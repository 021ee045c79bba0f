import { api } from '../app/api.ts';
import { resetSession } from './session-store.ts';

/**
 * Logout (SPEC 4): revoke the token on the server, clear the session, and load /login afresh, which
 * also drops this user's generated routes, open tabs and cached pages.
 */
export async function signOut(): Promise<void> {
  try {
    await api.session.logout();
  } catch {
    // Already invalid on the server (expired, forced offline): clearing locally is what matters.
  }
  resetSession();
  window.location.assign('/login');
}
