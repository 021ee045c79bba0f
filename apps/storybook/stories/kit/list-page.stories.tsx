import { KitProvider, type ListColumn, ListPage, type ListRequest, StateSwitch } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, type Member, members, never, pause } from '../fixtures.ts';

const columns: ListColumn<Member>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名', sortable: true },
  { id: 'department', header: '部门' },
  { id: 'mobile', header: '手机' },
  {
    id: 'enabledMark',
    header: '状态',
    cell: (row) => (
      <StateSwitch
        aria-label={`启用 ${row.account}`}
        checked={row.enabledMark === 1}
        onChange={() => pause(300)}
      />
    ),
  },
];

/** Filters, sorts and pages the sample members as a server would. */
async function request({ keyword, currentPage, pageSize, enabledMark }: ListRequest) {
  await pause(150);
  const hits = members.filter(
    (m) =>
      (!keyword || m.realName.includes(keyword) || m.account.includes(keyword)) &&
      (!enabledMark || String(m.enabledMark) === enabledMark),
  );
  return { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: hits.length };
}

const meta = {
  title: 'kit/ListPage',
  component: ListPage,
  args: {
    id: 'catalog.member',
    'aria-label': '用户列表',
    rowKey: 'id',
    columns,
    request,
    searchFields: [
      { name: 'keyword', label: '关键词' },
      { name: 'creatorTime', label: '创建时间', type: 'date-range' },
      {
        name: 'enabledMark',
        label: '状态',
        type: 'select',
        options: [
          { value: '1', label: '启用' },
          { value: '0', label: '禁用' },
        ],
      },
    ],
    toolbar: { onAdd: () => {}, onExport: () => pause(300) },
    rowActions: (row) => [
      { key: 'edit', label: '编辑', permission: 'btn_edit', onClick: () => {} },
      { key: 'remove', label: '删除', permission: 'btn_remove', danger: true, onClick: () => {} },
      { key: 'unlock', label: '解锁', hidden: row.enabledMark === 1, onClick: () => {} },
    ],
  },
} satisfies Meta<typeof ListPage<Member>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** README: the user page's list, from configuration. */
export const Users: Story = {};
export const Empty: Story = {
  args: { id: 'catalog.empty', request: async () => ({ list: [] as Member[], total: 0 }) },
};
export const Loading: Story = {
  args: { id: 'catalog.loading', request: () => never<{ list: Member[]; total: number }>() },
};
export const LoadError: Story = { args: { id: 'catalog.error', request: failing } };
/** No 新建, 导出, 编辑, 删除 and no 手机 column: the page's permissions lack them. */
export const PermissionHidden: Story = {
  args: { id: 'catalog.denied' },
  decorators: [
    (Story) => (
      <KitProvider
        usePermissions={() => ({
          button: () => false,
          column: (code) => code !== 'mobile',
          form: () => false,
        })}
      >
        <Story />
      </KitProvider>
    ),
  ],
};
