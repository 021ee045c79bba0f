import type { TreeNode, VisibleNode } from './tree-node.ts';

/** Some of a parent's children: those loaded so far, and how many there are in all (paging loaders). */
export interface TreeNodePage {
  nodes: readonly TreeNode[];
  total?: number;
}

/** The row after a parent's last loaded child while the loader has more: scrolling to it loads them. */
export interface TreeMoreRow {
  more: true;
  level: number;
  parentId: string | undefined;
  /** The parent node (undefined for the roots). */
  parent: TreeNode | undefined;
  loaded: number;
  total: number;
}

export type TreeRow = (VisibleNode & { more?: undefined }) | TreeMoreRow;

export const rowKey = (row: TreeRow): string => (row.more ? `more:${row.parentId ?? ''}` : row.node.id);

/**
 * The rows a tree draws, depth first through expanded nodes, each with its ARIA level, set size and
 * position; a parent whose loader reported more children than are loaded ends with a "more" row. The
 * set size counts the reported total, so a screen reader hears the whole list, loaded or not.
 */
export function treeRows(
  roots: TreeNodePage,
  expanded: ReadonlySet<string>,
  childrenOf: (node: TreeNode) => TreeNodePage | undefined,
): TreeRow[] {
  const out: TreeRow[] = [];
  const walk = ({ nodes, total }: TreeNodePage, level: number, parent: TreeNode | undefined) => {
    const parentId = parent?.id;
    const setSize = Math.max(total ?? 0, nodes.length);
    nodes.forEach((node, index) => {
      out.push({ node, level, parentId, setSize, posInSet: index + 1 });
      if (!expanded.has(node.id)) return;
      const children = childrenOf(node);
      if (children) walk(children, level + 1, node);
    });
    if (setSize > nodes.length)
      out.push({ more: true, level, parentId, parent, loaded: nodes.length, total: setSize });
  };
  walk(roots, 1, undefined);
  return out;
}
