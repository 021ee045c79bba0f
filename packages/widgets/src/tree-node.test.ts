import { describe, expect, it } from 'vitest';
import { canExpand, filterTree, findNode, type TreeNode, treeIds, visibleNodes } from './tree-node.ts';

const tree: TreeNode[] = [
  {
    id: 'c1',
    fullName: '总公司',
    children: [
      { id: 'd1', fullName: '财务部', children: [{ id: 'd11', fullName: '会计组' }] },
      { id: 'd2', fullName: '人事部' },
    ],
  },
  { id: 'c2', fullName: '分公司', isLeaf: false },
];

describe('tree-node', () => {
  it('lists visible nodes with levels, descending only into expanded ones', () => {
    const rows = visibleNodes(tree, new Set(['c1']), (n) => n.children);
    expect(rows.map((r) => [r.node.id, r.level, r.parentId])).toEqual([
      ['c1', 1, undefined],
      ['d1', 2, 'c1'],
      ['d2', 2, 'c1'],
      ['c2', 1, undefined],
    ]);
  });

  it('filters by name keeping ancestors and the matched subtree', () => {
    const result = filterTree(tree, '财务');
    expect(treeIds(result)).toEqual(['c1', 'd1', 'd11']);
    expect(filterTree(tree, '  ')).toHaveLength(2);
    expect(filterTree(tree, '不存在')).toEqual([]);
  });

  it('finds nodes and knows which can expand', () => {
    expect(findNode(tree, 'd11')?.fullName).toBe('会计组');
    expect(findNode(tree, 'x')).toBeUndefined();
    expect(canExpand(tree[1]!, undefined)).toBe(true);
    expect(canExpand(tree[1]!, [])).toBe(false);
    expect(canExpand({ id: 'l', fullName: 'leaf', isLeaf: true }, undefined)).toBe(false);
  });
});
