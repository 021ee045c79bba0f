import { describe, expect, it } from 'vitest';
import { decideNavigation } from './guard.ts';

const signedIn = { hasToken: true, isLocked: false, routesReady: true };
const signedOut = { hasToken: false, isLocked: false, routesReady: false };

describe('decideNavigation', () => {
  it('sends a visitor without a token to /login with the path to come back to', () => {
    expect(decideNavigation('/system/user', '?page=2', signedOut)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser%3Fpage%3D2',
    });
    expect(decideNavigation('/', '', signedOut)).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
  });

  it('lets a visitor without a token reach the public pages', () => {
    for (const path of ['/login', '/auth-redirect', '/jump']) {
      expect(decideNavigation(path, '', signedOut)).toEqual({ kind: 'allow' });
    }
  });

  it('adopts a token handed over on /home', () => {
    expect(decideNavigation('/home', '?token=abc', signedOut)).toEqual({
      kind: 'adopt-token',
      token: 'abc',
      to: '/home',
    });
    expect(decideNavigation('/profile', '?token=abc', signedOut).kind).toBe('redirect');
  });

  it('sends a signed-in user away from /login', () => {
    expect(decideNavigation('/login', '', signedIn)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('forces a locked session to the lock screen but still allows signing in again', () => {
    const locked = { ...signedIn, isLocked: true };
    expect(decideNavigation('/home', '', locked)).toEqual({ kind: 'redirect', to: '/lockScreen' });
    expect(decideNavigation('/lockScreen', '', locked)).toEqual({ kind: 'allow' });
    expect(decideNavigation('/login', '', locked)).toEqual({ kind: 'allow' });
  });

  it('loads the user for a lock screen opened by a full page load', () => {
    const locked = { hasToken: true, isLocked: true, routesReady: false };
    expect(decideNavigation('/lockScreen', '?redirect=%2Fhome', locked)).toEqual({
      kind: 'load-user',
      to: '/lockScreen?redirect=%2Fhome',
    });
    expect(decideNavigation('/home', '', locked)).toEqual({ kind: 'redirect', to: '/lockScreen' });
  });

  it('loads the user and routes on the first navigation, keeping the target', () => {
    expect(decideNavigation('/system/user', '?x=1', { ...signedIn, routesReady: false })).toEqual({
      kind: 'load-user',
      to: '/system/user?x=1',
    });
    expect(decideNavigation('/system/user', '', signedIn)).toEqual({ kind: 'allow' });
  });
});
