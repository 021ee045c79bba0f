import { connectSession } from '../app/request-core.ts';
import { reloadKeepingDrafts } from './drafts.ts';
import { idleWatch } from './idle-watch.ts';
import { refreshPermissions } from './refresh-permissions.ts';
import { resetSession, session } from './session-store.ts';

/**
 * Gives the request core this session: token and uid from the store, a reset on codes 600-602, the
 * reload that offers the forms' unsaved input back after the sign-in that follows, the menu and
 * permissions reloaded after a 403, and the idle clock restarted by every signed-in answer (the
 * warning two minutes before the server's limit). Called once at start-up, before the first request.
 */
export function connectRequestCore(): void {
  connectSession({
    getToken: () => session.token,
    getUid: () => session.userInfo?.uid,
    onTokenReset: resetSession,
    reload: reloadKeepingDrafts,
    onForbidden: () => void refreshPermissions(),
    onSessionSeen: (idleMs) => idleWatch.seen(idleMs),
  });
}
