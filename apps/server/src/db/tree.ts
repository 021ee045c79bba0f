import type { TreeNode } from '@pmc/api-client/contract';

interface Row {
  id: string;
  parentId: string;
  sortCode?: number;
}

/** Nests flat rows under their parents; rows whose parent is missing become roots. */
export function nest<R extends Row>(
  rows: R[],
): (R & { hasChildren: boolean; children?: (R & { hasChildren: boolean })[] })[] {
  type Node = R & { hasChildren: boolean; children?: Node[] };
  const nodes = new Map<string, Node>();
  const sorted = [...rows].sort((a, b) => (a.sortCode ?? 0) - (b.sortCode ?? 0) || a.id.localeCompare(b.id));
  for (const row of sorted) nodes.set(row.id, { ...row, hasChildren: false });
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent && parent !== node) {
      parent.children = parent.children ?? [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** Ids of `id` and everything below it. */
export function subtreeIds(rows: Row[], id: string): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const row of rows) {
    const children = byParent.get(row.parentId);
    if (children) children.push(row.id);
    else byParent.set(row.parentId, [row.id]);
  }
  const out = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (out.has(current)) continue;
    out.add(current);
    stack.push(...(byParent.get(current) ?? []));
  }
  return out;
}

/** Rows with `excludeId` and its subtree left out (an item can't become its own parent). */
export function withoutSubtree<R extends Row>(rows: R[], excludeId: string | undefined): R[] {
  if (!excludeId || excludeId === '0' || excludeId === '-1') return rows;
  const excluded = subtreeIds(rows, excludeId);
  return rows.filter((r) => !excluded.has(r.id));
}

/**
 * Generic tree nodes (docs/guide/entities-and-states.md#generic-tree-node), nested, from rows with a
 * fullName.
 */
export function toTreeNodes(
  rows: (Row & { fullName: string; type?: string; icon?: string; [k: string]: unknown })[],
): TreeNode[] {
  const convert = (node: ReturnType<typeof nest<(typeof rows)[number]>>[number]): TreeNode => {
    const children = (node.children ?? []).map((c) => convert(c as typeof node));
    const { children: _ignored, hasChildren: _h, sortCode: _s, ...rest } = node;
    return {
      ...rest,
      id: node.id,
      fullName: node.fullName,
      parentId: node.parentId,
      isLeaf: children.length === 0,
      hasChildren: children.length > 0,
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return nest(rows).map(convert);
}
