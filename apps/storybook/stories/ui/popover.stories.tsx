import { Button, Popover, PopoverContent, PopoverTrigger } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'ui/Popover', component: Popover } satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

function Filter({ open }: { open?: boolean }) {
  return (
    <Popover defaultOpen={open}>
      <PopoverTrigger asChild>
        <Button>筛选</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="筛选">仅显示启用的用户</PopoverContent>
    </Popover>
  );
}

export const Closed: Story = { render: () => <Filter /> };
export const Open: Story = { render: () => <Filter open /> };
