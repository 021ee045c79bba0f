import {
  loadPinyin,
  matchesText,
  type PinyinConverter,
  type SearchableText,
  searchableText,
} from '@pmc/i18n/pinyin';
import { useEffect, useMemo, useState } from 'react';
import type { TreeNode } from '../tree-node.ts';
import { branchIds, filterTreeBy } from './tree-match.ts';

const HAN = /\p{Script=Han}/u;

function indexTree(
  nodes: readonly TreeNode[],
  toPinyin: PinyinConverter | null,
): Map<string, SearchableText> {
  const index = new Map<string, SearchableText>();
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      index.set(node.id, searchableText(node.fullName, toPinyin));
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return index;
}

/**
 * Filters a whole tree on the client by name, pinyin and pinyin initials (`cwb` finds 财务部). The
 * pinyin dictionary loads the first time a keyword is typed; until then names match as text.
 *
 * @example
 * const { filtered, expanded } = useTreeFilter(orgTree, keyword);
 * <Tree nodes={filtered} expandedOverride={expanded} … />
 */
export function useTreeFilter(
  nodes: readonly TreeNode[],
  keyword: string,
): { filtered: readonly TreeNode[]; expanded: string[] | undefined } {
  const [toPinyin, setToPinyin] = useState<PinyinConverter | null>(null);
  const searching = keyword.trim() !== '';
  useEffect(() => {
    if (!searching || toPinyin) return;
    let live = true;
    void loadPinyin().then((convert) => {
      if (live) setToPinyin(() => convert);
    });
    return () => {
      live = false;
    };
  }, [searching, toPinyin]);
  // Built once per tree (and once more when pinyin arrives), not per keystroke.
  const index = useMemo(() => (searching ? indexTree(nodes, toPinyin) : null), [nodes, toPinyin, searching]);
  return useMemo(() => {
    if (!index) return { filtered: nodes, expanded: undefined };
    const filtered = filterTreeBy(nodes, (node) => {
      const target = index.get(node.id);
      if (!target) return false;
      // Latin keywords may be pinyin; Chinese ones only match characters.
      return HAN.test(keyword) ? target.text.includes(keyword.trim()) : matchesText(target, keyword);
    });
    return { filtered, expanded: branchIds(filtered) };
  }, [index, nodes, keyword]);
}
