import { useEffect, useRef, useState } from 'react';
import type { TreeNode } from './tree-node.ts';

/** One page of a picker's list, and how many there are in all. */
export interface NodePage {
  nodes: TreeNode[];
  total: number;
}

/** A loader's answer: every node (an older, unpaged loader), or one page of them. */
export type NodesAnswer = TreeNode[] | NodePage;

/**
 * A list loaded a page at a time: the first page whenever `key` changes (undefined: nothing to load),
 * then `loadMore()` for the next. Answers for a key no longer current are dropped, so a slow page of
 * an old keyword never shows under a new one.
 */
export function usePagedNodes(
  key: string | undefined,
  fetchPage: (offset: number, limit: number) => Promise<NodesAnswer>,
  pageSize: number,
) {
  const [list, setList] = useState<{ key: string; nodes: TreeNode[]; total?: number }>();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const busy = useRef<string>(undefined);

  const load = async (forKey: string, offset: number) => {
    const marker = `${forKey}@${offset}`;
    if (busy.current === marker) return;
    busy.current = marker;
    try {
      const answer = await fetchRef.current(offset, pageSize);
      const page = Array.isArray(answer) ? { nodes: answer, total: undefined } : answer;
      setList((prev) => {
        if (offset > 0 && prev?.key !== forKey) return prev;
        const before = offset > 0 && prev ? prev.nodes.slice(0, offset) : [];
        return { key: forKey, nodes: [...before, ...page.nodes], total: page.total };
      });
    } finally {
      if (busy.current === marker) busy.current = undefined;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what starts a new list
  useEffect(() => {
    if (key !== undefined) void load(key, 0);
  }, [key]);

  const current = list && list.key === key ? list : undefined;
  return {
    nodes: current?.nodes,
    total: current?.total,
    loadMore: () => {
      if (key !== undefined && current && current.total !== undefined && current.nodes.length < current.total)
        void load(key, current.nodes.length);
    },
  };
}
