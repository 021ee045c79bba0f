import { Button, Tooltip } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: '全屏',
    children: (
      <Button variant="text" aria-label="全屏">
        ⛶
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the button. */
export const Default: Story = {};
export const Bottom: Story = { args: { side: 'bottom' } };
/** Empty content wraps nothing: the button alone. */
export const EmptyContent: Story = { args: { content: '' } };
