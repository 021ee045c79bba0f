import { StateSwitch } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, never, pause } from '../fixtures.ts';

const meta = {
  title: 'kit/StateSwitch',
  component: StateSwitch,
  args: { 'aria-label': '启用', checked: true, onChange: () => pause(300) },
} satisfies Meta<typeof StateSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { checked: false } };
/** Click: it stays moved while the server answers. */
export const Pending: Story = { args: { onChange: () => never<void>() } };
/** Click: the server refuses and it moves back. */
export const Refused: Story = { args: { onChange: failing } };
export const Disabled: Story = { args: { disabled: true } };
