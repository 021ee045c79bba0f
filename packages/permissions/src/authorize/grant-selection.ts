import type { AuthorizeModel, AuthorizeNode, AuthorizeTabTree } from './authorize-model.ts';
import { GRANT_FIELD, GRANT_TABS, type GrantTab, type RoleGrants } from './grantable-menu.ts';

/**
 * What the authorize screen holds while editing: per tab, the ids of the checked leaves (menu leaves,
 * items). Directories are not stored here: they follow from their pages.
 */
export type GrantSelection = Readonly<Record<GrantTab, ReadonlySet<string>>>;

/**
 * The selection a role's stored grants give. Directories are dropped (they follow from their pages);
 * item ids are taken as they are (ids the tree does not know never show and are kept on save), so the
 * item trees need not be built to open the screen.
 */
export function selectionFromGrants(model: AuthorizeModel, grants: RoleGrants): GrantSelection {
  return {
    menu: new Set(grants.menus.filter((id) => model.menus.get(id)?.leaf === true)),
    button: new Set(grants.buttons),
    column: new Set(grants.columns),
    form: new Set(grants.forms),
  };
}

/** Granted menu ids: the checked menu leaves and every directory above them. */
export function effectiveMenus(model: AuthorizeModel, selection: GrantSelection): Set<string> {
  const out = new Set<string>();
  for (const id of selection.menu) {
    let node: AuthorizeNode | null | undefined = model.menus.get(id);
    while (node && !out.has(node.id)) {
      out.add(node.id);
      node = node.parent;
    }
  }
  return out;
}

/** Whether a leaf of a tab can be checked: menus always; an item only where its page is granted. */
export function leafEnabler(
  model: AuthorizeModel,
  tab: GrantTab,
  selection: GrantSelection,
): (leaf: AuthorizeNode) => boolean {
  if (tab === 'menu') return () => true;
  const menus = effectiveMenus(model, selection);
  return (leaf) => menus.has(leaf.menuId);
}

/**
 * The grants to send to sync_permission: granted menus with their directories, the items of granted
 * pages only, and every stored id the tree does not know (a disabled menu's grants are kept, not wiped).
 */
export function grantsFromSelection(
  model: AuthorizeModel,
  selection: GrantSelection,
  stored?: RoleGrants,
): RoleGrants {
  const menus = effectiveMenus(model, selection);
  const keepUnknown = (tab: GrantTab, tree: AuthorizeTabTree) =>
    (stored?.[GRANT_FIELD[tab]] ?? []).filter((id) => !tree.byId.has(id));
  const out = {} as Record<keyof RoleGrants, string[]>;
  for (const tab of GRANT_TABS) {
    const tree = model[tab];
    const known =
      tab === 'menu'
        ? tree.nodes.filter((n) => menus.has(n.id)).map((n) => n.id)
        : tree.leaves.filter((n) => selection[tab].has(n.id) && menus.has(n.menuId)).map((n) => n.id);
    out[GRANT_FIELD[tab]] = [...known, ...keepUnknown(tab, tree)];
  }
  return out;
}
