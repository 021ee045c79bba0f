import { Tree, type TreeCheckState, type TreeNode } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { childrenOf, failing, never, organisation } from '../fixtures.ts';

function Chooser(props: Omit<Parameters<typeof Tree>[0], 'selected' | 'onSelect'>) {
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (node: TreeNode) =>
    setSelected((ids) =>
      props.multiple
        ? ids.includes(node.id)
          ? ids.filter((i) => i !== node.id)
          : [...ids, node.id]
        : [node.id],
    );
  return <Tree {...props} selected={selected} onSelect={toggle} />;
}

const leavesOf = (node: TreeNode): TreeNode[] =>
  node.children?.length ? node.children.flatMap(leavesOf) : [node];

/** antd's `checkable`: the caller keeps the checked leaves; a parent is checked, mixed or not from them. */
function Checker(props: Omit<Parameters<typeof Tree>[0], 'checkState' | 'onCheck'>) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set(['u1']));
  const byId = useMemo(() => {
    const map = new Map<string, TreeNode>();
    const walk = (n: TreeNode) => {
      map.set(n.id, n);
      n.children?.forEach(walk);
    };
    props.nodes.forEach(walk);
    return map;
  }, [props.nodes]);
  const stateOf = (node: TreeNode): TreeCheckState => {
    const leaves = leavesOf(byId.get(node.id) ?? node);
    const on = leaves.filter((l) => checked.has(l.id)).length;
    return on === 0 ? 'unchecked' : on === leaves.length ? 'checked' : 'indeterminate';
  };
  const check = (node: TreeNode, next: boolean) =>
    setChecked((ids) => {
      const out = new Set(ids);
      for (const leaf of leavesOf(byId.get(node.id) ?? node)) next ? out.add(leaf.id) : out.delete(leaf.id);
      return out;
    });
  return <Tree {...props} checkState={stateOf} onCheck={check} />;
}

const meta = {
  title: 'widgets/Tree',
  component: Tree,
  args: { 'aria-label': '组织', nodes: organisation, selected: [], onSelect: () => {}, height: 300 },
  render: ({ selected: _s, onSelect: _o, ...args }) => <Chooser {...args} />,
} satisfies Meta<typeof Tree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Whole: Story = { args: { defaultExpanded: ['c1', 'd1'] } };
/** README: children loaded when a node opens. */
export const Lazy: Story = {
  args: {
    nodes: [{ id: 'c1', fullName: '党员关怀中心', hasChildren: true }],
    loadChildren: (n) => childrenOf(n.id),
  },
};
export const Multiple: Story = { args: { multiple: true, defaultExpanded: ['c1', 'd1', 'd2'] } };
export const Empty: Story = { args: { nodes: [] } };
export const Loading: Story = {
  args: {
    nodes: [{ id: 'c1', fullName: '党员关怀中心', hasChildren: true }],
    defaultExpanded: ['c1'],
    loadChildren: () => never(),
  },
};
/** A failed load of children. */
export const LoadError: Story = {
  args: {
    nodes: [{ id: 'c1', fullName: '党员关怀中心', hasChildren: true }],
    defaultExpanded: ['c1'],
    loadChildren: failing,
  },
};
/** README: a checkable tree (tri-state rows, as the authorize screen grants permissions). */
export const Checkable: Story = {
  args: { defaultExpanded: ['c1', 'd1', 'd2'] },
  render: ({ selected: _s, onSelect: _o, ...args }) => <Checker {...args} />,
};
