import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'ui/DropdownMenu', component: DropdownMenu } satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

function UserMenu({ open }: { open?: boolean }) {
  return (
    <DropdownMenu defaultOpen={open} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="text">admin</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>账户</DropdownMenuLabel>
        <DropdownMenuItem>个人信息</DropdownMenuItem>
        <DropdownMenuItem disabled>锁定屏幕</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem danger>退出登录</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export const Closed: Story = { render: () => <UserMenu /> };
/** Open, with a disabled item and a danger item. */
export const Open: Story = { render: () => <UserMenu open /> };
