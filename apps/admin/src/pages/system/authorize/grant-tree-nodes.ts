import type { AuthorizeNode, AuthorizeTabTree } from '@pmc/permissions/authorize';
import type { TreeNode } from '@pmc/widgets';

const whole = new WeakMap<AuthorizeTabTree, TreeNode[]>();

/**
 * A tab's nodes as the widgets' Tree takes them (same ids, the label as the name), cut down to a filter's
 * result when there is one. The whole tab is built once per model; a filter builds only what it shows.
 */
export function grantTreeNodes(tree: AuthorizeTabTree, visible: ReadonlySet<string> | null): TreeNode[] {
  if (!visible) {
    let nodes = whole.get(tree);
    if (!nodes) {
      nodes = convert(tree.roots, null);
      whole.set(tree, nodes);
    }
    return nodes;
  }
  return convert(tree.roots, visible);
}

function convert(list: readonly AuthorizeNode[], visible: ReadonlySet<string> | null): TreeNode[] {
  const out: TreeNode[] = [];
  for (const node of list) {
    if (visible && !visible.has(node.id)) continue;
    const children = node.children.length ? convert(node.children, visible) : undefined;
    out.push({ id: node.id, fullName: node.label, type: node.kind, children, isLeaf: !children?.length });
  }
  return out;
}
