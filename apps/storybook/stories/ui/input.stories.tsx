import { Input } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Input',
  component: Input,
  args: { placeholder: '请输入账号', 'aria-label': '账号' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'admin' } };
export const Invalid: Story = { args: { invalid: true, defaultValue: '12' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'admin' } };
