/**
 * The parts of a server menu entry that route generation reads (docs/guide/pages.md#dynamic-routes,
 * conventions).
 */
export interface MenuRouteSource {
  id: string;
  type: string;
  route?: string | null;
  component?: string | null;
  menu_name: string;
  icon?: string | null;
  children?: readonly MenuRouteSource[] | null;
}

export interface DynamicRoute {
  path: string;
  title: string;
  icon: string;
  modelId: string;
  component: string;
}

/**
 * Each entry of type M (a page) with no children becomes a route at /{route}, titled with its menu_name and
 * carrying its icon and model id; entries with children are recursed into
 * (docs/guide/pages.md#dynamic-routes).
 * @example
 * menuToRoutes(userInfo.menuList).map((r) => r.path); // ['/system/user', ...]
 */
export function menuToRoutes(menu: readonly MenuRouteSource[]): DynamicRoute[] {
  const routes: DynamicRoute[] = [];
  const seen = new Set<string>();
  const walk = (entries: readonly MenuRouteSource[]) => {
    for (const entry of entries) {
      if (entry.children && entry.children.length > 0) {
        walk(entry.children);
        continue;
      }
      if (entry.type !== 'M' || !entry.route) continue;
      const path = `/${entry.route.replace(/^\/+/, '')}`;
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({
        path,
        title: entry.menu_name,
        icon: entry.icon ?? '',
        modelId: entry.id,
        component: entry.component ?? '',
      });
    }
  };
  walk(menu);
  return routes;
}

/** The paths of the pages the current menu grants. */
export function grantedPaths(menu: readonly MenuRouteSource[]): Set<string> {
  return new Set(menuToRoutes(menu).map((route) => route.path));
}
