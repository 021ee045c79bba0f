import type { PermissionEntry } from '../types.ts';
import type { GrantableMenu, RoleGrants } from './grantable-menu.ts';

/** The menu a set of grants shows, and the permission list it gives (as `current_user` answers). */
export interface GrantedView<T> {
  menuList: T[];
  permissionList: PermissionEntry[];
}

/** The minimum a menu node needs for `grantedMenus`. */
export interface MenuNodeLike<T> {
  id: string;
  type: 'C' | 'M';
  children: readonly T[];
}

/**
 * The menu tree a user sees: granted pages, and granted directories that still hold something
 * visible (a directory emptied by its pages' grants disappears). Nodes are copied with their visible
 * children; `pages` receives every visible page in display order.
 */
export function grantedMenus<T extends MenuNodeLike<T>>(
  tree: readonly T[],
  menuGranted: (id: string) => boolean,
  pages: T[] = [],
): T[] {
  const out: T[] = [];
  for (const node of tree) {
    if (!menuGranted(node.id)) continue;
    if (node.type === 'C') {
      const children = grantedMenus(node.children, menuGranted, pages);
      if (children.length > 0) out.push({ ...node, children });
    } else {
      pages.push(node);
      out.push({ ...node, children: [] });
    }
  }
  return out;
}

/**
 * What a role (or a user, given the union of their roles' grants) sees: the menu and the permission
 * list the real app is fed, so a preview runs the same permission code as the signed-in app.
 * `'all'` grants everything (an administrator).
 *
 * @example
 * const view = grantedView(permissionTree, roleGrants);
 * const index = createPermissionIndex(view.permissionList);
 * index.can(userPageId, 'button', 'btn_add');
 */
export function grantedView(
  tree: readonly GrantableMenu[],
  grants: RoleGrants | 'all',
): GrantedView<GrantableMenu> {
  const sets =
    grants === 'all'
      ? null
      : {
          menus: new Set(grants.menus),
          items: new Set([...grants.buttons, ...grants.columns, ...grants.forms]),
        };
  const pages: GrantableMenu[] = [];
  const menuList = grantedMenus(tree, (id) => sets === null || sets.menus.has(id), pages);
  const keep = (items: GrantableMenu['buttons']) =>
    items
      .filter((i) => sets === null || sets.items.has(i.id))
      .map((i) => ({ enCode: i.enCode, fullName: i.fullName }));
  const permissionList = pages.map((page) => ({
    modelId: page.id,
    button: keep(page.buttons),
    column: keep(page.columns),
    form: keep(page.forms),
  }));
  return { menuList, permissionList };
}

/** The union of several roles' grants: what a user holding all of them is granted. */
export function unionGrants(list: readonly RoleGrants[]): RoleGrants {
  const union = (pick: (g: RoleGrants) => readonly string[]) => [...new Set(list.flatMap(pick))];
  return {
    menus: union((g) => g.menus),
    buttons: union((g) => g.buttons),
    columns: union((g) => g.columns),
    forms: union((g) => g.forms),
  };
}
