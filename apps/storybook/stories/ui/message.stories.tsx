import { Button, message, notification } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';

/** `message` shows one toast at a time; `notification` stacks bottom-right. FeedbackHost (in every story) shows them. */
const meta = { title: 'ui/message and notification' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Shown({ show }: { show: () => void }) {
  useEffect(show, []);
  return null;
}

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => message.success('保存成功')}>success</Button>
      <Button onClick={() => message.error('请求出错，请重试')}>error</Button>
      <Button onClick={() => message.warning('不支持全屏')}>warning</Button>
      <Button onClick={() => message.info('处理中')}>info</Button>
      <Button
        onClick={() =>
          notification.info({ title: '上次登录', description: '时间：2026-01-05 14:03\nIP：127.0.0.1' })
        }
      >
        notification
      </Button>
    </div>
  ),
};
/** An error toast that stays (duration 0). */
export const ErrorShown: Story = {
  render: () => <Shown show={() => message.error('请求出错，请重试', 0).close} />,
};
export const NotificationShown: Story = {
  render: () => (
    <Shown
      show={() =>
        notification.info({
          title: '上次登录',
          description: '时间：2026-01-05 14:03\nIP：127.0.0.1',
          duration: 0,
        }).close
      }
    />
  ),
};
