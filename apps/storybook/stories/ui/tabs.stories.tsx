import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pmc/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = { title: 'ui/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Permissions: Story = {
  render: () => (
    <Tabs defaultValue="menu">
      <TabsList aria-label="权限">
        <TabsTrigger value="menu">菜单权限</TabsTrigger>
        <TabsTrigger value="button">按钮权限</TabsTrigger>
        <TabsTrigger value="column" disabled>
          列表权限
        </TabsTrigger>
      </TabsList>
      <TabsContent value="menu">菜单权限的树。</TabsContent>
      <TabsContent value="button">按钮权限的树。</TabsContent>
      <TabsContent value="column">列表权限的树。</TabsContent>
    </Tabs>
  ),
};
