import { useRef, useState } from 'react';
import type { TreeNode } from './tree-node.ts';
import type { TreeNodePage } from './tree-rows.ts';

/** What a tree's `loadChildren` answers: all the children, or one page of them with the total. */
export type TreeChildrenAnswer = TreeNode[] | { nodes: TreeNode[]; total: number };

export type LoadTreeChildren = (
  node: TreeNode,
  page: { offset: number; limit: number },
) => Promise<TreeChildrenAnswer>;

const asPage = (answer: TreeChildrenAnswer): { nodes: TreeNode[]; total?: number } =>
  Array.isArray(answer) ? { nodes: answer } : answer;

/**
 * Open/closed state and lazily loaded (possibly paged) children of a tree's nodes. A page is asked for
 * once at a time per parent; a failed load leaves the parent as it was, to be tried again.
 */
export function useTreeChildren({
  defaultExpanded,
  loadChildren,
  pageSize,
}: {
  defaultExpanded: readonly string[];
  loadChildren: LoadTreeChildren | undefined;
  pageSize: number;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(defaultExpanded));
  const [loaded, setLoaded] = useState<ReadonlyMap<string, TreeNodePage>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  // Loads in flight, read synchronously so a row rendered twice does not ask twice; and the pages
  // loaded as of the last commit, so an offset is never taken from an older render.
  const inFlight = useRef(new Set<string>());
  const latest = useRef(loaded);
  latest.current = loaded;

  const setBusy = (id: string, busy: boolean) => {
    if (busy) inFlight.current.add(id);
    else inFlight.current.delete(id);
    setLoading(new Set(inFlight.current));
  };

  const fetchPage = async (node: TreeNode) => {
    if (!loadChildren || inFlight.current.has(node.id)) return;
    const offset = latest.current.get(node.id)?.nodes.length ?? 0;
    setBusy(node.id, true);
    try {
      const page = asPage(await loadChildren(node, { offset, limit: pageSize }));
      setLoaded((prev) => {
        const nodes = [...(prev.get(node.id)?.nodes ?? []).slice(0, offset), ...page.nodes];
        return new Map(prev).set(node.id, { nodes, total: page.total });
      });
    } finally {
      setBusy(node.id, false);
    }
  };

  const toggle = (node: TreeNode, want: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (want) next.add(node.id);
      else next.delete(node.id);
      return next;
    });
    if (want && !node.children && !loaded.has(node.id)) void fetchPage(node);
  };

  return { expanded, loaded, loading, toggle, loadMore: fetchPage };
}
