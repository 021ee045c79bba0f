import { createRequestCore } from '@pmc/api-client';
import { message } from '@pmc/ui';
import { reloadKeepingDrafts } from '../session/drafts.ts';
import { idleWatch } from '../session/idle-watch.ts';
import { resetSession, session } from '../session/session-store.ts';
import { i18n } from './i18n.ts';

/**
 * The request core with the app's ports: token and uid from the session store, one toast at a time
 * through @pmc/ui's message, a reload after a session reset, and the user's language. It carries no
 * contract, so the sign-in page can call the server without loading the schemas.
 */
export const requestCore = createRequestCore({
  baseUrl: '',
  ports: {
    getToken: () => session.token,
    getUid: () => session.userInfo?.uid,
    onTokenReset: resetSession,
    // A failure of the server carries its request id as the toast's detail line (what a report quotes).
    notify: (kind, text, durationMs, detail) => {
      message[kind](text, detail ? { duration: durationMs, detail } : { duration: durationMs });
    },
    // Codes 600-602: the forms' unsaved input is offered back after the sign-in that follows.
    reload: reloadKeepingDrafts,
    // Loaded on first use: it calls back into this core, and the sign-in page never needs it.
    onForbidden: () => {
      void import('../session/refresh-permissions.ts').then((m) => m.refreshPermissions());
    },
    // A signed-in answer restarts the idle clock (the warning two minutes before the server's limit).
    onSessionSeen: (idleMs) => idleWatch.seen(idleMs),
    isOnLoginPage: () => window.location.pathname === '/login',
    translate: (descriptor) => i18n.t(descriptor),
    getLanguage: () => i18n.locale,
  },
});
