import { RecoveryCodeList } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/RecoveryCodeList',
  component: RecoveryCodeList,
  args: {
    'aria-label': '恢复码',
    codes: [
      '7k2mq-x9v4d',
      'p3r8t-0hwze',
      'a4c6e-8g0jk',
      'm2n4p-6q8rs',
      't0v2w-4x6yz',
      '1b3d5-f7h9k',
      'n5p7q-9r1st',
      'v3w5x-7y9z0',
      'c2e4g-6h8jm',
      'q1s3t-5v7wx',
    ],
  },
} satisfies Meta<typeof RecoveryCodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenCodes: Story = {};
export const Few: Story = { args: { codes: ['7k2mq-x9v4d', 'p3r8t-0hwze'] } };
