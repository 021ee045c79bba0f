import { type TreeNode, UserPicker, type UserPickerProps, type UserPickerQuery } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { childrenOf, failing, never, staff } from '../fixtures.ts';

async function loadNodes({ parentId, keyword, offset, limit }: UserPickerQuery) {
  const list = keyword ? staff.filter((n) => n.fullName.includes(keyword)) : await childrenOf(parentId);
  return { nodes: list.slice(offset, offset + limit), total: list.length };
}

function Picked(props: UserPickerProps) {
  const [value, setValue] = useState(props.value);
  return <UserPicker {...props} value={value} onChange={(ids) => setValue(props.multiple ? ids : ids[0])} />;
}

const meta = {
  title: 'widgets/UserPicker',
  component: UserPicker,
  args: { title: '负责人', loadNodes, value: undefined, onChange: () => {} },
  render: (args) => <Picked {...args} />,
} satisfies Meta<typeof UserPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** README: several, required, with the chosen names given. */
export const MultipleRequired: Story = {
  args: { multiple: true, required: true, value: ['u1', 'u3'], valueLabels: { u1: '张三', u3: '王五' } },
};
export const Loading: Story = { args: { loadNodes: () => never<{ nodes: TreeNode[]; total: number }>() } };
export const LoadError: Story = { args: { loadNodes: failing } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, value: 'u1', valueLabels: { u1: '张三' } } };
