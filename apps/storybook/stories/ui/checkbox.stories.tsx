import { Checkbox } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: '记住密码' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: '全选' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
