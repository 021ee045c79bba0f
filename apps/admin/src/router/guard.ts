/** Paths reachable without a token (docs/guide/pages.md#fixed-routes). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/jump'] as const;

export interface GuardState {
  hasToken: boolean;
  isLocked: boolean;
  /** User info loaded and dynamic routes generated for this page load. */
  routesReady: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** /home?token=...: store the handed-over token, load user info, then go to `to`. */
  | { kind: 'adopt-token'; token: string; to: string }
  /** First navigation: load user info and generate routes, then navigate to `to` again. */
  | { kind: 'load-user'; to: string };

function loginRedirect(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * The navigation guard of docs/guide/pages.md#navigation-guard as a pure decision, so each rule is testable
 * without a router. Locking wins over the token rule for /login, so a locked user can still sign in again.
 */
export function decideNavigation(pathname: string, search: string, state: GuardState): GuardDecision {
  const fullPath = `${pathname}${search}`;
  if (!state.hasToken) {
    const token = new URLSearchParams(search).get('token');
    if (pathname === '/home' && token) return { kind: 'adopt-token', token, to: '/home' };
    if ((PUBLIC_PATHS as readonly string[]).includes(pathname)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(fullPath) };
  }
  if (state.isLocked) {
    if (pathname === '/login') return { kind: 'allow' };
    if (pathname !== '/lockScreen') return { kind: 'redirect', to: '/lockScreen' };
    // The lock screen shows who is locked and unlocks as that account: it needs the user loaded.
    return state.routesReady ? { kind: 'allow' } : { kind: 'load-user', to: fullPath };
  }
  if (pathname === '/login') return { kind: 'redirect', to: '/' };
  if (!state.routesReady) return { kind: 'load-user', to: fullPath };
  return { kind: 'allow' };
}

/** Where a failed user-info load sends the user. */
export function loginRedirectFor(pathname: string, search: string): string {
  return loginRedirect(`${pathname}${search}`);
}
