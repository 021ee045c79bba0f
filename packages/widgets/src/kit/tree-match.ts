import type { TreeNode } from '../tree-node.ts';

/**
 * The tree cut down to the nodes `matches` accepts, with their ancestors and each match's whole
 * subtree (so the list under a matched organisation stays reachable).
 *
 * @example
 * filterTreeBy(orgs, (node) => node.fullName.includes('财务'));
 */
export function filterTreeBy(nodes: readonly TreeNode[], matches: (node: TreeNode) => boolean): TreeNode[] {
  const out: TreeNode[] = [];
  for (const node of nodes) {
    if (matches(node)) {
      out.push(node);
      continue;
    }
    const children = filterTreeBy(node.children ?? [], matches);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Ids of the nodes that have children shown: what a filtered tree opens. */
export function branchIds(nodes: readonly TreeNode[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (node.children && node.children.length > 0) {
        out.push(node.id);
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return out;
}
