import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { subscribeKey } from 'valtio/utils';
import { adminMessages } from '../messages.ts';
import { surviveChunkError } from '../navigation/chunk-error.ts';
import { menuToRoutes } from '../navigation/menu-routes.ts';
import type { RouteHandle } from '../navigation/route-handle.ts';
import { LoginRoute } from '../pages/login/login-route.tsx';
import { session } from '../session/session-store.ts';
import { createGuardLoader } from './guard-loader.ts';
import { withMenuGrant } from './menu-grant.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RouteTitle } from './route-title.tsx';

const LAYOUT_ID = 'layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) =>
  surviveChunkError(async () => ({ Component: (await load()).default }));

/**
 * A route whose module shows the chrome's texts (@pmc/layout): it renders once they are in the current
 * locale (the module starts fetching them as it loads), so en or zhtw never flashes the zh source.
 */
const chromePage = (load: () => Promise<{ default: React.ComponentType; chromeReady: Promise<void> }>) =>
  surviveChunkError(async () => {
    const module = await load();
    await module.chromeReady;
    return { Component: module.default };
  });

/** Pages of the menu: one route per type M entry, its component looked up in the page registry. */
function dynamicRoutes(): RouteObject[] {
  const byId = new Map<string, (typeof session.menuList)[number]>();
  const index = (entries: typeof session.menuList) => {
    for (const e of entries) {
      byId.set(e.id, e);
      index(e.children ?? []);
    }
  };
  index(session.menuList);
  return menuToRoutes(session.menuList).map((route) => {
    const handle: RouteHandle = { menu: byId.get(route.modelId), inShell: true };
    return {
      id: `menu:${route.modelId}`,
      path: route.path,
      handle,
      errorElement: <PageErrorBoundary />,
      // The registry comes with the first menu page, not with /login: its import table is a few KB.
      lazy: surviveChunkError(async () => {
        const { findPage } = await import('../pages/registry.ts');
        const load = findPage(route.component);
        if (!load) {
          const { PageNotAvailable } = await import('../pages/page-not-available.tsx');
          const menu = handle.menu ?? { menu_name: route.title };
          return {
            Component: withMenuGrant(route.modelId, () => (
              <PageNotAvailable menu={menu} component={route.component} />
            )),
          };
        }
        const [module, { withQueryClient, kitReady }] = await Promise.all([
          load(),
          import('../pages/with-query-client.tsx'),
        ]);
        await kitReady;
        return { Component: withMenuGrant(route.modelId, withQueryClient(module.default)) };
      }),
    };
  });
}

/**
 * The route table: fixed routes of docs/guide/pages.md#fixed-routes under a root whose loader is the
 * navigation guard, and a layout route that receives the menu's pages once the user is known.
 */
export function createAppRouter() {
  // Routes of the menu's pages, added as the menu grants them: at the first navigation, and again each
  // time a refreshed menu (window focus, a 403) brings a page that has no route yet, so clicking a page
  // granted while the user works opens it instead of /404. A page taken away keeps its route and shows
  // the 403 screen (withMenuGrant): the router has no way to remove a route.
  const installed = new Set<string>();
  const installRoutes = () => {
    const fresh = dynamicRoutes().filter((route) => route.id && !installed.has(route.id));
    if (fresh.length === 0) return;
    for (const route of fresh) installed.add(route.id as string);
    router.patchRoutes(LAYOUT_ID, fresh);
  };
  subscribeKey(session, 'menuList', () => {
    if (session.routesReady) installRoutes();
  });
  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: createGuardLoader(installRoutes),
      shouldRevalidate: () => true,
      element: <RouteTitle />,
      errorElement: <RootErrorBoundary />,
      children: [
        {
          path: '/login',
          // The sign-in page itself is in the entry chunk: it is the first screen of most visits, which
          // main.tsx renders without this route table.
          Component: LoginRoute,
          handle: { title: adminMessages.signIn },
        },
        { path: '/auth-redirect', lazy: page(() => import('../pages/auth-redirect-page.tsx')) },
        { path: '/jump', lazy: page(() => import('../pages/jump-page.tsx')) },
        {
          path: '/lockScreen',
          lazy: chromePage(() => import('../pages/lock-screen-page.tsx')),
          handle: { title: adminMessages.lockScreen },
        },
        {
          path: '/404',
          lazy: page(() => import('../pages/not-found-page.tsx')),
          handle: { title: adminMessages.notFoundTitle },
        },
        {
          id: LAYOUT_ID,
          lazy: chromePage(() => import('../shell/app-shell.tsx')),
          children: [
            { path: '/', element: <Navigate to="/home" replace /> },
            {
              path: '/home',
              // Renders once its texts are in the current locale (en or zhtw never flashes the zh source).
              lazy: surviveChunkError(async () => {
                const module = await import('../pages/home/home-page.tsx');
                await module.homeTextsReady;
                return { Component: module.default };
              }),
              errorElement: <PageErrorBoundary />,
              handle: { title: adminMessages.home, affix: true, inShell: true } satisfies RouteHandle,
            },
            {
              path: '/profile',
              errorElement: <PageErrorBoundary />,
              lazy: surviveChunkError(async () => {
                const [module, { kitReady }] = await Promise.all([
                  import('../pages/profile/profile-page.tsx'),
                  import('../pages/with-query-client.tsx'),
                ]);
                await kitReady;
                return { Component: module.default };
              }),
              handle: {
                title: { id: 'i18n.profile', message: '个人信息' },
                inShell: true,
              } satisfies RouteHandle,
            },
            { path: '/redirect/*', lazy: page(() => import('../pages/redirect-page.tsx')) },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
  const router = createBrowserRouter(routes);
  return router;
}
