import { TreeFilterLayout } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { organisation } from '../fixtures.ts';

function Chosen(props: Parameters<typeof TreeFilterLayout>[0]) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <TreeFilterLayout {...props} selectedId={selectedId} onSelect={(n) => setSelectedId(n?.id)}>
      <p>列表：{selectedId ?? '全部'}</p>
    </TreeFilterLayout>
  );
}

const meta = {
  title: 'kit/TreeFilterLayout',
  component: TreeFilterLayout,
  args: { nodes: organisation, selectedId: undefined, onSelect: () => {}, children: null },
  render: (args) => <Chosen {...args} />,
} satisfies Meta<typeof TreeFilterLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Whole: Story = {};
export const Chosen_: Story = { name: 'Chosen', args: { selectedId: 'd1' } };
export const Empty: Story = { args: { nodes: [] } };
export const Loading: Story = { args: { nodes: [], loading: true } };
