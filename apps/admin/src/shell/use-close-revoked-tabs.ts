import { useEffect } from 'react';
import { tabsStore } from '../app/layout-stores.ts';
import { grantedPaths } from '../navigation/menu-routes.ts';
import type { session } from '../session/session-store.ts';

/** Pages in the shell that are not the menu's: their tabs never depend on a grant. */
const FIXED_PAGES = new Set(['/home', '/profile']);

/**
 * Closes the tabs of pages the menu no longer grants (an administrator took them away and the menu was
 * refreshed), except the page in view, which shows the 403 screen with a way home instead of vanishing
 * under the user's eyes.
 */
export function useCloseRevokedTabs(menu: typeof session.menuList, currentPath: string): void {
  useEffect(() => {
    if (menu.length === 0) return;
    const granted = grantedPaths(menu);
    const revoked = tabsStore.state.visited.filter(
      (tab) => !tab.affix && !FIXED_PAGES.has(tab.path) && !granted.has(tab.path) && tab.path !== currentPath,
    );
    for (const tab of revoked) tabsStore.close(tab.path, currentPath);
  }, [menu, currentPath]);
}
