import { Select } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Select',
  component: Select,
  args: {
    'aria-label': '状态',
    options: [
      { value: '1', label: '启用' },
      { value: '0', label: '禁用' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No value: the 请选择 placeholder. */
export const Empty: Story = {};
export const Chosen: Story = { args: { defaultValue: '1' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '0' } };
export const NoOptions: Story = { args: { options: [] } };
