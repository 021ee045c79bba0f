import { describe, expect, it, vi } from 'vitest';
import type { TreeNode } from './tree-node.ts';
import { createTreeSearchIndex } from './tree-search-index.ts';

const tree: TreeNode[] = [
  {
    id: 'c1',
    fullName: '总公司',
    children: [
      {
        id: 'd1',
        fullName: '财务部',
        children: [
          { id: 'u1', fullName: '张三' },
          { id: 'u2', fullName: 'Alice Li' },
        ],
      },
      { id: 'd2', fullName: '人事部', children: [{ id: 'u3', fullName: '李四' }] },
    ],
  },
  { id: 'c2', fullName: '分公司' },
];

const PINYIN: Record<string, string> = {
  张: 'zhang',
  三: 'san',
  李: 'li',
  四: 'si',
  财: 'cai',
  务: 'wu',
  部: 'bu',
};
const toPinyin = (text: string) => ({ full: PINYIN[text] ?? '', initials: (PINYIN[text] ?? '').charAt(0) });
const ids = (nodes: readonly TreeNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);

describe('createTreeSearchIndex', () => {
  it('keeps matches with their ancestors, and a matched subtree whole', () => {
    const index = createTreeSearchIndex(tree);
    expect(index.size).toBe(7);
    const result = index.filter('财务');
    expect(ids(result.nodes)).toEqual(['c1', 'd1', 'u1', 'u2']);
    expect([...result.expanded].sort()).toEqual(['c1', 'd1']);
    expect(result.hits).toBe(1);
    // ancestors are copies cut down to the matches; the tree given is untouched
    expect(tree[0]!.children).toHaveLength(2);
  });

  it('matches case-insensitively, and an empty keyword gives the tree back', () => {
    const index = createTreeSearchIndex(tree);
    expect(ids(index.filter(' alice ').nodes)).toEqual(['c1', 'd1', 'u2']);
    expect(index.filter('').nodes).toBe(tree);
    expect(index.filter('没有').nodes).toEqual([]);
  });

  it('narrows a growing keyword within the previous hits', () => {
    const index = createTreeSearchIndex(tree);
    expect(index.filter('公').hits).toBe(2);
    expect(ids(index.filter('分公').nodes)).toEqual(['c2']);
    expect(ids(index.filter('公司').nodes)).toEqual(ids(tree));
  });

  it('adds pinyin and initials in slices, then finds by them', () => {
    const index = createTreeSearchIndex(tree);
    expect(index.filter('zs').hits).toBe(0);
    const converter = vi.fn(toPinyin);
    let slices = 0;
    // a deadline that allows one slice per call
    while (!index.addPinyin(converter, () => slices++ % 2 === 0)) {}
    expect(index.pinyinDone).toBe(true);
    expect(ids(index.filter('zs').nodes)).toEqual(['c1', 'd1', 'u1']);
    expect(ids(index.filter('zhangsan').nodes)).toEqual(['c1', 'd1', 'u1']);
    expect(ids(index.filter('LISI').nodes)).toEqual(['c1', 'd2', 'u3']);
    // each character is converted once, however many names hold it
    expect(converter.mock.calls.filter(([c]) => c === '部')).toHaveLength(1);
  });

  it('finds nodes by id', () => {
    const index = createTreeSearchIndex(tree);
    expect(index.find('u3')?.fullName).toBe('李四');
    expect(index.find('nope')).toBeUndefined();
  });
});
