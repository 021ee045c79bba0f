import { Button, Drawer } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Drawer',
  component: Drawer,
  args: { title: '系统设置', children: <p>主题、布局与界面显示。</p> },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { trigger: <Button>系统设置</Button> } };
export const Open: Story = { args: { defaultOpen: true, footer: <Button variant="primary">保存</Button> } };
export const Left: Story = { args: { defaultOpen: true, side: 'left' } };
