import { type ComponentType, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { menuToRoutes } from '../navigation/menu-routes.ts';
import { PageRevoked } from '../pages/page-revoked.tsx';
import { session } from '../session/session-store.ts';

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
