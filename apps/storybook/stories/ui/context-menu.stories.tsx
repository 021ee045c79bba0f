import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'ui/ContextMenu', component: ContextMenu } satisfies Meta<typeof ContextMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Right-click (or the context-menu key on) 首页 to open it. */
export const TabMenu: Story = {
  render: () => (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <span style={{ padding: 8, border: '1px dashed #ccc' }}>首页</span>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem>刷新</ContextMenuItem>
        <ContextMenuItem disabled>关闭其他</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem>关闭所有</ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  ),
};
