import { watermarkLines } from '@pmc/layout';
import { Watermark } from '@pmc/layout/react';
import { Button, Dialog } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The watermark of the security policy's switch: the person's name, account and date tiled faintly over
 * everything, dialogs included; clicks pass through it.
 */
const meta = { title: 'layout/Watermark', component: Watermark } satisfies Meta<typeof Watermark>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = watermarkLines({ name: '张三', account: 'staff' }, Date.UTC(2026, 10, 27), 'UTC');

/** Over a page: the button under it still takes the click. */
export const OverAPage: Story = {
  args: { lines },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <h1>用户管理</h1>
      <p>每个页面都平铺登录人的姓名、账户和日期。</p>
      <Button variant="primary">新建</Button>
      <Watermark {...args} />
    </div>
  ),
};

/** Over a dialog rendered in a portal. */
export const OverADialog: Story = {
  args: { lines },
  render: (args) => (
    <>
      <Dialog open title="关于系统">
        <p>版本 1.0.0</p>
      </Dialog>
      <Watermark {...args} />
    </>
  ),
};
