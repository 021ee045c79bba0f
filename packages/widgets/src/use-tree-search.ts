import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { loadPinyinOnce } from './pinyin-source.ts';
import type { TreeNode } from './tree-node.ts';
import { createTreeSearchIndex, type TreeSearchResult } from './tree-search-index.ts';

type IdleCallback = (deadline: { timeRemaining(): number }) => void;
// Idle callbacks where the browser has them; elsewhere 8 ms slices between tasks.
const whenIdle = (run: IdleCallback): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(() => {
    const start = Date.now();
    run({ timeRemaining: () => 8 - (Date.now() - start) });
  }, 0);
  return () => clearTimeout(timer);
};

/**
 * Searches a whole tree as the user types. The index is built once when the nodes arrive (names at
 * once, pinyin and initials in idle time); the keyword is deferred, so typing never waits for the
 * filter or for the tree to redraw.
 *
 * @example
 * const { index, result, pending } = useTreeSearch(departments, keyword);
 */
export function useTreeSearch(nodes: readonly TreeNode[] | undefined, keyword: string, pinyin = true) {
  const index = useMemo(() => (nodes ? createTreeSearchIndex(nodes) : undefined), [nodes]);
  const [pinyinOf, setPinyinOf] = useState<typeof index>();

  useEffect(() => {
    if (!index || !pinyin) return;
    let cancel = () => {};
    let stopped = false;
    void loadPinyinOnce().then((toPinyin) => {
      const slice: IdleCallback = (deadline) => {
        if (stopped) return;
        if (index.addPinyin(toPinyin, () => deadline.timeRemaining() > 1)) setPinyinOf(index);
        else cancel = whenIdle(slice);
      };
      if (!stopped) cancel = whenIdle(slice);
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [index, pinyin]);

  const deferred = useDeferredValue(keyword);
  const pinyinReady = pinyinOf === index;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a search made before the pinyin arrived is made again with it
  const result: TreeSearchResult | undefined = useMemo(
    () => index?.filter(deferred),
    [index, deferred, pinyinReady],
  );
  return { index, result, pending: deferred !== keyword };
}
