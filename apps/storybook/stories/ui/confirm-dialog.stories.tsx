import { Button, ConfirmDialog, confirm } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { never } from '../fixtures.ts';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: { trigger: <Button variant="danger">删除</Button> },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
/** The default text: 此操作将永久删除该数据, 是否继续？ */
export const Open: Story = { args: { defaultOpen: true } };
/** An async `onConfirm` keeps it open with a spinner until it settles (press 确定). */
export const Pending: Story = { args: { defaultOpen: true, onConfirm: () => never() } };
/** README: `confirm()` from code, through the ConfirmHost of FeedbackHost. */
export const FromCode: Story = {
  render: () => <Button onClick={() => void confirm({ content: '确定退出登录？' })}>退出登录</Button>,
};
