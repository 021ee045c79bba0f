import { type LoadWhoHas, type WhoHasHolder, WhoHasList } from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pause } from '../fixtures.ts';

const holders: WhoHasHolder[] = [
  {
    id: '1',
    account: 'admin',
    realName: '管理员',
    organizeName: '总公司',
    administrator: true,
    roles: [],
    delegatedOrganizes: [],
  },
  ...Array.from({ length: 45 }, (_, i) => ({
    id: `u${i}`,
    account: `staff${String(i).padStart(2, '0')}`,
    realName: `员工${i}`,
    organizeName: i % 2 ? '开发部' : '护理部',
    administrator: false,
    roles: [{ id: 'r', fullName: '普通员工', dataScope: i % 3 ? 'all' : 'orgAndBelow' }],
    delegatedOrganizes: i % 7 ? [] : [{ id: 'o', fullName: '护理部' }],
  })),
];

const load: LoadWhoHas = async (_target, { keyword, currentPage, pageSize }) => {
  await pause(200);
  const found = holders.filter(
    (h) => !keyword || h.account.includes(keyword) || h.realName.includes(keyword),
  );
  return {
    list: found.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    pagination: { total: found.length },
  };
};

const meta = {
  title: 'kit/WhoHasList',
  component: WhoHasList,
  args: {
    target: { kind: 'button', moduleId: 'system.user', code: 'btn_remove' },
    load,
    onExport: () => pause(500),
  },
} satisfies Meta<typeof WhoHasList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Holders with the path that gives them the right: type to search, page on, export. */
export const Holders: Story = {};
/** Nobody holds the right. */
export const Nobody: Story = { args: { load: async () => ({ list: [], pagination: { total: 0 } }) } };
/** Without an export. */
export const NoExport: Story = { args: { onExport: undefined } };
