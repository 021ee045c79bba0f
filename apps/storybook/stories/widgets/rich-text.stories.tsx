import { RichText } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { upload } from '../fixtures.ts';

const meta = {
  title: 'widgets/RichText',
  component: RichText,
  args: { 'aria-label': '公告内容', height: 240, uploadImage: upload },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: '请输入公告内容' } };
export const WithContent: Story = {
  args: {
    value:
      '<h2>通知</h2><p>本周五下午开展<strong>主题党日</strong>活动。</p><ul><li>地点：三楼会议室</li></ul>',
  },
};
export const ReadOnly: Story = { args: { readOnly: true, value: '<p>只读的公告内容。</p>' } };
