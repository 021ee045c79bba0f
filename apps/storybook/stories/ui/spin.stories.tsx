import { Spin, Spinner } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'ui/Spin', component: Spin } satisfies Meta<typeof Spin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const WithTip: Story = { args: { tip: '正在加载用户' } };
/** Over content, which is marked aria-busy while it spins. */
export const OverContent: Story = {
  args: { spinning: true, children: <p style={{ padding: 24 }}>用户列表</p> },
};
export const Idle: Story = { args: { spinning: false, children: <p style={{ padding: 24 }}>用户列表</p> } };
export const BareSpinner: Story = { render: () => <Spinner /> };
