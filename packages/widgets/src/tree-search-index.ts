import type { PinyinConverter } from '@pmc/i18n/pinyin';
import type { TreeNode } from './tree-node.ts';

/** A filtered tree: matches with their ancestors (copied, children cut down) and their whole subtrees. */
export interface TreeSearchResult {
  nodes: readonly TreeNode[];
  /** The ancestors of the matches and the parents inside matched subtrees: what a search opens. */
  expanded: ReadonlySet<string>;
  /** How many nodes matched themselves. */
  hits: number;
}

export interface TreeSearchIndex {
  /** The number of nodes indexed. */
  readonly size: number;
  /** Whether every name has its pinyin and initials yet. */
  readonly pinyinDone: boolean;
  find(id: string): TreeNode | undefined;
  /** The tree cut down to `keyword` (case-insensitive, in names, their pinyin and initials). */
  filter(keyword: string): TreeSearchResult;
  /**
   * Adds pinyin and initials to the names, a slice at a time while `hasTime()` holds (an idle
   * callback's deadline); answers whether all are done. Call again to go on.
   */
  addPinyin(toPinyin: PinyinConverter, hasTime: () => boolean): boolean;
}

const HAN = /\p{Script=Han}/u;
const NONE: ReadonlySet<string> = new Set();
// Separates a name from its pinyin and initials, so a keyword never matches across two of them.
const SEP = '\u0001';

/**
 * Indexes a whole tree once, depth first in flat arrays, for search as the user types: lower-cased names
 * (and, added in idle time, pinyin and initials), each node's parent and the end of its subtree. A search
 * scans the flat texts (only the previous hits when the keyword grew) and rebuilds just the matches'
 * ancestors; matched subtrees are kept as they are.
 *
 * @example
 * const index = createTreeSearchIndex(departments);
 * index.filter('财务').nodes; // matches with their ancestors
 */
export function createTreeSearchIndex(roots: readonly TreeNode[]): TreeSearchIndex {
  const nodes: TreeNode[] = [];
  const parent: number[] = [];
  const end: number[] = [];
  const texts: string[] = [];
  const visit = (list: readonly TreeNode[], p: number) => {
    for (const node of list) {
      const i = nodes.length;
      nodes.push(node);
      parent.push(p);
      texts.push(node.fullName.toLowerCase());
      end.push(0);
      if (node.children?.length) visit(node.children, i);
      end[i] = nodes.length;
    }
  };
  visit(roots, -1);

  let byId: Map<string, TreeNode> | undefined;
  let pinyinCursor = 0;
  const syllables = new Map<string, string>();
  let last: { needle: string; cursor: number; hits: number[] } | undefined;

  const spell = (name: string, toPinyin: PinyinConverter) => {
    let full = '';
    let initials = '';
    // Character by character through a memo: a staff list repeats a few thousand characters, so this
    // is ~30x faster than converting whole names (polyphones take their common reading).
    for (const char of name) {
      let syllable = syllables.get(char);
      if (syllable === undefined) {
        syllable = HAN.test(char) ? toPinyin(char).full : char.toLowerCase();
        syllables.set(char, syllable);
      }
      full += syllable;
      initials += syllable.charAt(0);
    }
    return `${SEP}${full}${SEP}${initials}`;
  };

  const build = (hits: readonly number[]): TreeSearchResult => {
    const out: TreeNode[] = [];
    const copies = new Map<number, TreeNode & { children: TreeNode[] }>();
    const expanded = new Set<string>();
    const attach = (i: number, node: TreeNode) => {
      const p = parent[i]!;
      if (p < 0) return void out.push(node);
      let copy = copies.get(p);
      if (!copy) {
        copy = { ...nodes[p]!, children: [] };
        copies.set(p, copy);
        expanded.add(copy.id);
        attach(p, copy);
      }
      copy.children.push(node);
    };
    let covered = -1;
    for (const hit of hits) {
      if (hit < covered) continue; // inside a matched subtree, which is kept whole
      covered = end[hit]!;
      for (let j = hit; j < covered; j += 1) if (nodes[j]!.children?.length) expanded.add(nodes[j]!.id);
      attach(hit, nodes[hit]!);
    }
    return { nodes: out, expanded, hits: hits.length };
  };

  return {
    get size() {
      return nodes.length;
    },
    get pinyinDone() {
      return pinyinCursor >= nodes.length;
    },
    find(id) {
      if (!byId) byId = new Map(nodes.map((node) => [node.id, node]));
      return byId.get(id);
    },
    filter(keyword) {
      // Spaces inside a keyword are dropped ('zhang san' finds 张三 by its pinyin).
      const needle = keyword.trim().toLowerCase().replace(/\s+/g, '');
      if (!needle) return { nodes: roots, expanded: NONE, hits: 0 };
      const hits: number[] = [];
      // A longer keyword can only match what the shorter one did (while the texts stayed the same).
      if (last && needle.includes(last.needle) && last.cursor === pinyinCursor) {
        for (const i of last.hits) if (texts[i]!.includes(needle)) hits.push(i);
      } else {
        for (let i = 0; i < texts.length; i += 1) if (texts[i]!.includes(needle)) hits.push(i);
      }
      last = { needle, cursor: pinyinCursor, hits };
      return build(hits);
    },
    addPinyin(toPinyin, hasTime) {
      while (pinyinCursor < nodes.length && hasTime()) {
        const stop = Math.min(nodes.length, pinyinCursor + 500);
        for (; pinyinCursor < stop; pinyinCursor += 1) {
          const name = nodes[pinyinCursor]!.fullName;
          if (HAN.test(name)) texts[pinyinCursor] += spell(name, toPinyin);
        }
      }
      return pinyinCursor >= nodes.length;
    },
  };
}
