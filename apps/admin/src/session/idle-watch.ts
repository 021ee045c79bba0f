import { createIdleWatch } from '@pmc/layout';
import { session } from './session-store.ts';

// The cheap signed-in request of 继续 (one profile row); loaded on first use, as the sign-in page never needs it.
const touchSession = () => import('../app/api.ts').then(({ api }) => api.currentUser.info());

/**
 * The idle warning's clock: every signed-in answer (the request core's `onSessionSeen`) restarts it with
 * the server's limit, and the user's other tabs hear of it, so 继续 in one tab counts for all.
 */
export const idleWatch = createIdleWatch({
  keepAlive: touchSession,
  // The limit passed: one more request lets the server say 601, and the reset and reload of
  // docs/guide/api.md#error-catalogue follow.
  onExpire: () => {
    if (session.token) void touchSession().catch(() => undefined);
  },
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  onStorage: (listener) => {
    const onEvent = (event: StorageEvent) => listener(event.key, event.newValue);
    window.addEventListener('storage', onEvent);
    return () => window.removeEventListener('storage', onEvent);
  },
});
