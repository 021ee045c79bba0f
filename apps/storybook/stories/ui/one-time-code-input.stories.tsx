import { OneTimeCodeInput } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/OneTimeCodeInput',
  component: OneTimeCodeInput,
  args: { placeholder: '6 位动态码', 'aria-label': '动态码' },
} satisfies Meta<typeof OneTimeCodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '123 456' } };
/** The sign-in's second step: a recovery code is taken too. */
export const WithRecoveryCode: Story = {
  args: { acceptRecoveryCode: true, defaultValue: '7k2mq-x9v4d', placeholder: '动态码或恢复码' },
};
export const Invalid: Story = { args: { invalid: true, defaultValue: '12' } };
