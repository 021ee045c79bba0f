import { Button, Dialog, DialogClose } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { title: '关于', children: <p>党员关怀系统 版本：1.0.0</p> },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { trigger: <Button>打开</Button> } };
export const Open: Story = {
  args: {
    defaultOpen: true,
    width: 'var(--pmc-about-width)',
    footer: (
      <DialogClose>
        <Button>关闭</Button>
      </DialogClose>
    ),
  },
};
/** `dismissible={false}`: no close button, Escape and outside clicks ignored (the forced password change). */
export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    dismissible: false,
    title: '修改密码',
    width: 'var(--pmc-password-dialog-width)',
  },
};
