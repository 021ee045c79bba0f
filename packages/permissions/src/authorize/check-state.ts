import type { AuthorizeNode, AuthorizeTabTree } from './authorize-model.ts';

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The tri-state of every node of a tab, and which nodes cannot be checked. */
export interface TabCheckStates {
  stateOf(id: string): CheckState;
  /** A leaf that may not be checked, or a parent with no checkable leaf beneath it. */
  isDisabled(id: string): boolean;
  /** Checked and checkable leaves of the whole tab. */
  checked: number;
  total: number;
}

/**
 * Tri-state checks of one tab in one pass from the leaves up: a parent is checked when every
 * checkable leaf beneath it is, indeterminate when some are. A leaf that may not be checked (an
 * item of a page not granted) shows unchecked, whatever the selection holds.
 */
export function checkStates(
  tree: AuthorizeTabTree,
  selected: ReadonlySet<string>,
  enabled: (leaf: AuthorizeNode) => boolean = () => true,
): TabCheckStates {
  const size = tree.nodes.length;
  // Counts by node index: typed arrays, no allocation per node (the tree can hold 20,000 rows).
  const checkedBelow = new Int32Array(size);
  const totalBelow = new Int32Array(size);
  // `nodes` lists parents before children, so walking it backwards meets every child first.
  for (let i = size - 1; i >= 0; i--) {
    const node = tree.nodes[i] as AuthorizeNode;
    if (node.leaf && enabled(node)) {
      totalBelow[i] = 1;
      checkedBelow[i] = selected.has(node.id) ? 1 : 0;
    }
    const parent = node.parent;
    // In the item tabs a page is no leaf; its items add to it, and it adds to its directory.
    if (parent) {
      const p = parent.index;
      checkedBelow[p] = (checkedBelow[p] as number) + (checkedBelow[i] as number);
      totalBelow[p] = (totalBelow[p] as number) + (totalBelow[i] as number);
    }
  }
  let checked = 0;
  let total = 0;
  for (const root of tree.roots) {
    checked += checkedBelow[root.index] as number;
    total += totalBelow[root.index] as number;
  }
  const indexOf = (id: string) => tree.byId.get(id)?.index ?? -1;
  return {
    stateOf(id) {
      const i = indexOf(id);
      if (i < 0) return 'unchecked';
      const c = checkedBelow[i] as number;
      const t = totalBelow[i] as number;
      return t > 0 && c === t ? 'checked' : c > 0 ? 'indeterminate' : 'unchecked';
    },
    isDisabled: (id) => {
      const i = indexOf(id);
      return i < 0 || totalBelow[i] === 0;
    },
    checked,
    total,
  };
}

function collectLeaves(node: AuthorizeNode, out: AuthorizeNode[]): void {
  if (node.leaf) out.push(node);
  for (const child of node.children) collectLeaves(child, out);
}

/** The selection after (un)checking one node: the node itself or every checkable leaf beneath it. */
export function toggleNode(
  tree: AuthorizeTabTree,
  selected: ReadonlySet<string>,
  id: string,
  checked: boolean,
  enabled: (leaf: AuthorizeNode) => boolean = () => true,
): Set<string> {
  const next = new Set(selected);
  const node = tree.byId.get(id);
  if (!node) return next;
  const leaves: AuthorizeNode[] = [];
  collectLeaves(node, leaves);
  for (const leaf of leaves) {
    if (!enabled(leaf)) continue;
    if (checked) next.add(leaf.id);
    else next.delete(leaf.id);
  }
  return next;
}

/**
 * Check all / uncheck all of a tab; with `visible` (a filter's result) only the leaves it shows
 * change, so "check all" after filtering means "all that I see".
 */
export function checkAll(
  tree: AuthorizeTabTree,
  selected: ReadonlySet<string>,
  checked: boolean,
  enabled: (leaf: AuthorizeNode) => boolean = () => true,
  visible?: ReadonlySet<string> | null,
): Set<string> {
  const next = new Set(selected);
  for (const leaf of tree.leaves) {
    if (!enabled(leaf) || (visible && !visible.has(leaf.id))) continue;
    if (checked) next.add(leaf.id);
    else next.delete(leaf.id);
  }
  return next;
}
