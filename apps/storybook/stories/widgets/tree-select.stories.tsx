import { TreeSelect, type TreeSelectProps } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { childrenOf, failing, never, organisation } from '../fixtures.ts';

function Chosen(props: TreeSelectProps) {
  const [value, setValue] = useState(props.value);
  return <TreeSelect {...props} value={value} onChange={(ids) => setValue(props.multiple ? ids : ids[0])} />;
}

const meta = {
  title: 'widgets/TreeSelect',
  component: TreeSelect,
  args: { 'aria-label': '上级部门', nodes: organisation, value: undefined, onChange: () => {} },
  render: (args) => <Chosen {...args} />,
} satisfies Meta<typeof TreeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: 'd1' } };
/** README: lazy nodes with the chosen node's name given. */
export const Lazy: Story = {
  args: { nodes: undefined, loadNodes: childrenOf, value: 'd2', valueLabels: { d2: '组织部' } },
};
/** README: several companies only (`isSelectable`). */
export const MultipleCompanies: Story = {
  args: { multiple: true, value: [], isSelectable: (n) => n.type === 'company' },
};
export const Loading: Story = { args: { nodes: undefined, loadNodes: () => never() } };
export const LoadError: Story = { args: { nodes: undefined, loadNodes: failing } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, value: 'd1' } };
