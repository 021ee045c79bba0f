import { AddressCascader, type AddressCascaderProps } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { areas, failing, never, pause } from '../fixtures.ts';

async function loadChildren(parentId: string) {
  await pause(100);
  return areas[parentId] ?? [];
}

function Chosen(props: AddressCascaderProps) {
  const [ids, setIds] = useState(props.value);
  const [labels, setLabels] = useState(props.valueLabels);
  return (
    <AddressCascader
      {...props}
      value={ids}
      valueLabels={labels}
      onChange={(next, nodes) => {
        setIds(next);
        setLabels(nodes.map((n) => n.fullName));
      }}
    />
  );
}

const meta = {
  title: 'widgets/AddressCascader',
  component: AddressCascader,
  args: { 'aria-label': '所在地区', depth: 3, loadChildren, value: [], onChange: () => {} },
  render: (args) => <Chosen {...args} />,
} satisfies Meta<typeof AddressCascader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = {
  args: { value: ['11', '1101', '110101'], valueLabels: ['北京市', '市辖区', '东城区'] },
};
/** Any level may be chosen. */
export const ChangeOnSelect: Story = { args: { changeOnSelect: true } };
export const Loading: Story = { args: { loadChildren: () => never() } };
export const LoadError: Story = { args: { loadChildren: failing } };
export const Disabled: Story = {
  args: { disabled: true, value: ['44', '4401'], valueLabels: ['广东省', '广州市'] },
};
