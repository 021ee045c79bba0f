import { type ComponentType, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { PageRevoked } from '../pages/page-revoked.tsx';
import { session } from '../session/session-store.ts';
import { menuToRoutes } from './menu-routes.ts';

/** The paths of the pages the current menu grants. */
export function grantedPaths(menu: typeof session.menuList): Set<string> {
  return new Set(menuToRoutes(menu).map((route) => route.path));
}

/**
 * A menu page that stays only while the menu grants it: routes, once added, cannot be taken out of the
 * router, so a page whose entry left the menu (a refresh on focus after an administrator revoked it)
 * renders the 403 screen in its place, and comes back if the grant does.
 */
export function withMenuGrant(modelId: string, Page: ComponentType): ComponentType {
  return function MenuGrantedPage() {
    const { menuList, routesReady } = useSnapshot(session);
    const granted = useMemo(
      () =>
        !routesReady ||
        menuToRoutes(menuList as typeof session.menuList).some((route) => route.modelId === modelId),
      [menuList, routesReady],
    );
    return granted ? <Page /> : <PageRevoked />;
  };
}
