import type { GrantableMenu, GrantTab } from './grantable-menu.ts';
import { ITEM_FIELD } from './grantable-menu.ts';

/** One row of an authorize tree: a menu entry, or a button/column/form field under its page. */
export interface AuthorizeNode {
  /** Unique within its tab: the menu id or the item id. */
  id: string;
  /** 'menu' for menu entries (also in the item tabs, where they only group); else the item's kind. */
  kind: GrantTab;
  label: string;
  code: string;
  /** The page (or directory) this node is or sits under. */
  menuId: string;
  parent: AuthorizeNode | null;
  children: AuthorizeNode[];
  /** Depth from 0; the tree widget indents by it. */
  depth: number;
  /** Position in its tab's `nodes`. */
  index: number;
  /** Whether a grant is stored for this node (a menu leaf, or an item). */
  leaf: boolean;
}

/** Labels from the root down to a node (built on demand: the diff needs a few, the tree none). */
export function nodePath(node: AuthorizeNode): string[] {
  const path: string[] = [];
  for (let at: AuthorizeNode | null = node; at; at = at.parent) path.push(at.label);
  return path.reverse();
}

/** One tab's tree, flattened once so every later pass is a loop over arrays. */
export interface AuthorizeTabTree {
  tab: GrantTab;
  roots: readonly AuthorizeNode[];
  /** Every node in display order (parents before children). */
  nodes: readonly AuthorizeNode[];
  byId: ReadonlyMap<string, AuthorizeNode>;
  /** The nodes a grant is stored for: menu leaves in the menu tab, the items in the others. */
  leaves: readonly AuthorizeNode[];
}

/** The trees of the four tabs built from one permission tree. */
export interface AuthorizeModel {
  menu: AuthorizeTabTree;
  button: AuthorizeTabTree;
  column: AuthorizeTabTree;
  form: AuthorizeTabTree;
  /** Every menu node by id (from the menu tab), for ancestry and labels. */
  menus: ReadonlyMap<string, AuthorizeNode>;
}

function buildTab(tab: GrantTab, tree: readonly GrantableMenu[]): AuthorizeTabTree {
  const nodes: AuthorizeNode[] = [];
  const byId = new Map<string, AuthorizeNode>();
  const leaves: AuthorizeNode[] = [];
  // Returns the node, or null when (in an item tab) nothing beneath it offers an item of the tab's kind.
  const visit = (menu: GrantableMenu, parent: AuthorizeNode | null, depth: number): AuthorizeNode | null => {
    const node: AuthorizeNode = {
      id: menu.id,
      kind: 'menu',
      label: menu.fullName,
      code: menu.enCode,
      menuId: menu.id,
      parent,
      children: [],
      depth,
      index: 0,
      leaf: false,
    };
    const start = nodes.length;
    nodes.push(node);
    if (tab !== 'menu') {
      for (const item of menu[ITEM_FIELD[tab]]) {
        const leaf: AuthorizeNode = {
          id: item.id,
          kind: tab,
          label: item.fullName,
          code: item.enCode,
          menuId: menu.id,
          parent: node,
          children: [],
          depth: depth + 1,
          index: 0,
          leaf: true,
        };
        node.children.push(leaf);
        nodes.push(leaf);
      }
    }
    for (const child of menu.children) {
      const built = visit(child, node, depth + 1);
      if (built) node.children.push(built);
    }
    if (tab !== 'menu' && node.children.length === 0) {
      nodes.length = start;
      return null;
    }
    return node;
  };
  const roots: AuthorizeNode[] = [];
  for (const menu of tree) {
    const built = visit(menu, null, 0);
    if (built) roots.push(built);
  }
  nodes.forEach((node, index) => {
    node.index = index;
    if (tab === 'menu') node.leaf = node.children.length === 0;
    byId.set(node.id, node);
    if (node.leaf) leaves.push(node);
  });
  return { tab, roots, nodes, byId, leaves };
}

/**
 * Builds the four trees of the authorize screen from the permission tree: the menu, and the menu
 * pruned to the pages that offer buttons (columns, form fields) with those items under their page.
 * The item tabs are built the first time they are read, so opening the screen builds the menu only.
 *
 * @example
 * const model = createAuthorizeModel(permissionTree);
 * model.button.leaves.map((n) => n.code); // ['btn_add', 'btn_edit', ...]
 */
export function createAuthorizeModel(tree: readonly GrantableMenu[]): AuthorizeModel {
  const menu = buildTab('menu', tree);
  const built: Partial<Record<GrantTab, AuthorizeTabTree>> = { menu };
  const lazy = (tab: GrantTab) => {
    built[tab] ??= buildTab(tab, tree);
    return built[tab];
  };
  return {
    menu,
    get button() {
      return lazy('button');
    },
    get column() {
      return lazy('column');
    },
    get form() {
      return lazy('form');
    },
    menus: menu.byId,
  };
}
