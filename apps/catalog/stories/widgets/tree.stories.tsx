import { Tree, type TreeNode } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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
