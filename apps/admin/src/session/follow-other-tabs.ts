import type { SessionEvent } from '@pmc/layout';
import { drafts } from './drafts.ts';
import { lockReturnPath, lockScreenUrl } from './lock-screen-url.ts';
import { sessionChannel } from './session-channel.ts';
import { resetSession, session, setLocked } from './session-store.ts';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

/**
 * Mirrors what the user did in another tab (docs/guide/sign-in-and-session.md#other-tabs + issue 7): a logout
 * there signs this tab out, a lock there locks this one, an unlock there brings this one back from its lock
 * screen.
 */
export function followOtherTabs(router: Navigator): () => void {
  const apply = (event: SessionEvent) => {
    const { pathname, search } = router.state.location;
    if (event.type === 'logout') {
      // A sign-out by choice in another tab: this tab's drafts go with it.
      drafts.clearUser();
      resetSession();
      if (pathname !== '/login') window.location.assign('/login');
      return;
    }
    if (!session.token) return;
    if (event.type === 'lock') {
      setLocked(true);
      if (pathname !== '/lockScreen' && pathname !== '/login')
        void router.navigate(lockScreenUrl(`${pathname}${search}`), { replace: true });
      return;
    }
    setLocked(false);
    if (pathname === '/lockScreen')
      void router.navigate(lockReturnPath(new URLSearchParams(search).get('redirect')), { replace: true });
  };
  return sessionChannel.subscribe(apply);
}
