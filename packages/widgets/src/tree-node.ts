/**
 * The generic list node of docs/guide/entities-and-states.md#generic-tree-node (departments, companies,
 * positions, users, areas, dictionary items).
 */
export interface TreeNode {
  id: string;
  fullName: string;
  parentId?: string;
  /** 'user' | 'department' | 'position' | 'company' | …: pickers decide by it what may be chosen. */
  type?: string;
  icon?: string;
  isLeaf?: boolean;
  hasChildren?: boolean;
  children?: TreeNode[];
  disabled?: boolean;
}

/** A row of a checkable tree: checked, unchecked, or some of its subtree checked. */
export type TreeCheckState = 'checked' | 'unchecked' | 'indeterminate';

/** A node as the tree shows it: its depth (1-based), its parent, and its place among its siblings. */
export interface VisibleNode {
  node: TreeNode;
  level: number;
  parentId: string | undefined;
  /** How many siblings the node has (with the total a paging loader reported, not just those loaded). */
  setSize: number;
  /** Its 1-based position among them. */
  posInSet: number;
}

/** Whether a node may have children (a loader can fetch them) although none are loaded. */
export const canExpand = (node: TreeNode, loaded: readonly TreeNode[] | undefined): boolean =>
  loaded
    ? loaded.length > 0
    : node.isLeaf === false || node.hasChildren === true || (node.children?.length ?? 0) > 0;

/**
 * The nodes to draw, depth first, descending only into expanded nodes.
 *
 * @example
 * visibleNodes(tree, new Set(['root']), (n) => n.children);
 */
export function visibleNodes(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  childrenOf: (node: TreeNode) => readonly TreeNode[] | undefined,
  level = 1,
  parentId?: string,
): VisibleNode[] {
  const out: VisibleNode[] = [];
  // One array filled in place: a spread of a 100,000-node subtree would overflow the call arguments.
  const walk = (list: readonly TreeNode[], depth: number, parent: string | undefined) => {
    list.forEach((node, index) => {
      out.push({ node, level: depth, parentId: parent, setSize: list.length, posInSet: index + 1 });
      if (!expanded.has(node.id)) return;
      const children = childrenOf(node);
      if (children) walk(children, depth + 1, node.id);
    });
  };
  walk(nodes, level, parentId);
  return out;
}

/**
 * The tree cut down to nodes whose name contains `keyword` (case-insensitive), with their ancestors,
 * and the whole subtree of a match. An empty keyword returns the tree unchanged.
 *
 * @example
 * filterTree(departments, '财务');
 */
export function filterTree(nodes: readonly TreeNode[], keyword: string): TreeNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: TreeNode[] = [];
  for (const node of nodes) {
    if (node.fullName.toLowerCase().includes(needle)) {
      out.push(node);
      continue;
    }
    const children = filterTree(node.children ?? [], needle);
    if (children.length) out.push({ ...node, children });
  }
  return out;
}

/** Every id in the tree (to expand all matches of a search). */
export function treeIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children ?? [])]);
}

/** Finds a node by id anywhere in the tree. */
export function findNode(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
