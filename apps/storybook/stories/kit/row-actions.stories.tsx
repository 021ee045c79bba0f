import { KitProvider, RowActions } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'kit/RowActions',
  component: RowActions,
  args: {
    rowLabel: 'admin',
    actions: [
      { key: 'edit', label: '编辑', permission: 'btn_edit', onClick: () => {} },
      { key: 'remove', label: '删除', permission: 'btn_remove', danger: true, onClick: () => {} },
      { key: 'reset', label: '重置密码', onClick: () => {} },
      { key: 'unlock', label: '解锁', onClick: () => {} },
    ],
  },
} satisfies Meta<typeof RowActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Past three actions, the rest sit under 更多. */
export const WithMore: Story = {};
export const Disabled: Story = {
  args: { actions: [{ key: 'remove', label: '删除', danger: true, disabled: true, onClick: () => {} }] },
};
/** README: 解锁 left out on an account that is not locked. */
export const Hidden: Story = {
  args: {
    actions: [
      { key: 'unlock', label: '解锁', hidden: true, onClick: () => {} },
      { key: 'edit', label: '编辑', onClick: () => {} },
    ],
  },
};
/** 编辑 and 删除 need btn_edit / btn_remove, which the page lacks. */
export const PermissionHidden: Story = {
  decorators: [
    (Story) => (
      <KitProvider usePermissions={() => ({ button: () => false, column: () => true, form: () => true })}>
        <Story />
      </KitProvider>
    ),
  ],
};
