import type { AuthorizeNode, AuthorizeTabTree } from '@pmc/permissions/authorize';

/** One node of the pages and items a grant added or removed, placed as in the menu tree. */
export interface GrantChangeNode {
  id: string;
  label: string;
  children: GrantChangeNode[];
}

/**
 * The ids a grant added (or removed) as a tree: each under its directories and page as the menu tree
 * has them now. An id the tree no longer has (a page or button since deleted) stands at the top under
 * the name it had at the time.
 */
export function grantChangeTree(
  ids: readonly string[],
  tab: AuthorizeTabTree | undefined,
  names: Readonly<Record<string, string>>,
): GrantChangeNode[] {
  const roots: GrantChangeNode[] = [];
  const placed = new Map<string, GrantChangeNode>();
  const place = (node: AuthorizeNode): GrantChangeNode => {
    const known = placed.get(node.id);
    if (known) return known;
    const made: GrantChangeNode = { id: node.id, label: node.label, children: [] };
    placed.set(node.id, made);
    (node.parent ? place(node.parent).children : roots).push(made);
    return made;
  };
  for (const id of ids) {
    const node = tab?.byId.get(id);
    if (node) place(node);
    else if (!placed.has(id)) {
      const gone: GrantChangeNode = { id, label: names[id] ?? id, children: [] };
      placed.set(id, gone);
      roots.push(gone);
    }
  }
  return roots;
}
