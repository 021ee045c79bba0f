import { message } from '@pmc/ui';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { loadUserInfo } from '../session/load-user-info.ts';
import { resetSession, session, setToken } from '../session/session-store.ts';
import { decideNavigation, loginRedirectFor } from './guard.ts';

/**
 * Runs before every navigation (the root route revalidates always): the guard of
 * docs/guide/pages.md#navigation-guard. The first navigation with a token loads the user and installs the
 * dynamic routes, then navigates to the same place again so the new routes match.
 */
export function createGuardLoader(installRoutes: () => void) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = decideNavigation(url.pathname, url.search, {
      hasToken: session.token !== '',
      isLocked: session.isLock,
      routesReady: session.routesReady,
    });
    if (decision.kind === 'allow') return null;
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'adopt-token') setToken(decision.token);
    try {
      await loadUserInfo();
    } catch (error) {
      resetSession();
      if (typeof error === 'string') message.error(error);
      // A handed-over token never goes back into the redirect target.
      throw redirect(
        decision.kind === 'adopt-token'
          ? loginRedirectFor('/home', '')
          : loginRedirectFor(url.pathname, url.search),
      );
    }
    installRoutes();
    session.routesReady = true;
    throw redirect(decision.to);
  };
}
