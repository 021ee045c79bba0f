import { PasswordInput } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '密码', maxLength: 16, autoComplete: 'current-password', placeholder: '请输入密码' },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Admin@2026' } };
export const Invalid: Story = { args: { invalid: true, defaultValue: '123' } };
export const Disabled: Story = { args: { disabled: true } };
export const NoToggle: Story = { args: { noToggle: true } };
