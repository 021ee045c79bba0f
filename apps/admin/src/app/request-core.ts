import { createRequestCore, type RequestPorts } from '@pmc/api-client';
import { message } from '@pmc/ui';
import { fetchWithEarlyAnswers } from './early-answers.ts';
import { i18n } from './i18n.ts';

/**
 * What the request core asks of the user's session: its token and uid, and what an answer with code
 * 600-602 or 403, or any signed-in answer, sets off.
 */
export type SessionPorts = Pick<
  RequestPorts,
  'getToken' | 'getUid' | 'onTokenReset' | 'reload' | 'onForbidden' | 'onSessionSeen'
>;

// Signed out until the session connects (at start-up, before the first request): this room sits below
// the session, so the session hands its parts down rather than being imported from here.
let sessionPorts: SessionPorts = {
  getToken: () => '',
  getUid: () => undefined,
  onTokenReset: () => undefined,
  reload: () => window.location.reload(),
};

/** Hands the request core the session's parts; the session's start-up wiring calls it once. */
export function connectSession(ports: SessionPorts): void {
  sessionPorts = ports;
}

/**
 * The request core with the app's ports: the session's (see connectSession), one toast at a time
 * through @pmc/ui's message, and the user's language; the sign-in captcha the document's head asked
 * for is taken from there (early-answers.ts). It carries no contract, so the sign-in page can
 * call the server without loading the schemas.
 */
export const requestCore = createRequestCore({
  baseUrl: '',
  fetch: fetchWithEarlyAnswers,
  ports: {
    getToken: () => sessionPorts.getToken(),
    getUid: () => sessionPorts.getUid(),
    onTokenReset: () => sessionPorts.onTokenReset(),
    // A failure of the server carries its request id as the toast's detail line (what a report quotes).
    notify: (kind, text, durationMs, detail) => {
      message[kind](text, detail ? { duration: durationMs, detail } : { duration: durationMs });
    },
    reload: () => sessionPorts.reload(),
    onForbidden: (path) => sessionPorts.onForbidden?.(path),
    onSessionSeen: (idleMs) => sessionPorts.onSessionSeen?.(idleMs),
    isOnLoginPage: () => window.location.pathname === '/login',
    translate: (descriptor) => i18n.t(descriptor),
    getLanguage: () => i18n.locale,
  },
});
