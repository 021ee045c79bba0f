import { BlockCard, StatTile } from '@pmc/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';

const m = {
  users: { id: 'story.users', message: '用户总数' },
  locked: { id: 'story.locked', message: '已锁定账号' },
  disabled: { id: 'story.disabled', message: '已停用账号' },
  online: { id: 'story.online', message: '当前在线' },
  ops: { id: 'story.ops', message: '我的最近操作' },
  noOps: { id: 'story.noOps', message: '暂无操作记录：在各管理页面新增、修改或删除数据后会显示在这里。' },
};

/** The home page's figures: each a link to the list it counts, filtered. */
function Tiles({ loading }: { loading?: boolean }) {
  const figure = (n: number) => (loading ? undefined : n);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16, width: 720 }}>
      <StatTile label={m.users} value={figure(128)} to="#users" />
      <StatTile label={m.locked} value={figure(3)} to="#locked" tone="warning" />
      <StatTile label={m.disabled} value={figure(0)} to="#disabled" tone="warning" />
      <StatTile label={m.online} value={figure(12)} to="#online" />
    </div>
  );
}

const meta = {
  title: 'widgets/Workbench',
  component: BlockCard,
  args: { title: m.ops },
} satisfies Meta<typeof BlockCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four stat tiles; a warning figure above 0 shows in the danger colour. */
export const StatTiles: Story = { render: () => <Tiles /> };

/** The tiles while their figures load: still skeletons, named 加载中. */
export const StatTilesLoading: Story = { render: () => <Tiles loading /> };

/** A block with its content and a "more" link. */
export const Block: Story = {
  render: (args) => (
    <div style={{ width: 420 }}>
      <BlockCard {...args} extra={<a href="#log">查看全部</a>}>
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          <li>新增用户 · 10:42</li>
          <li>修改角色 · 09:15</li>
        </ul>
      </BlockCard>
    </div>
  ),
};

/** Loading: skeleton lines in place of the content. */
export const BlockLoading: Story = {
  render: (args) => (
    <div style={{ width: 420 }}>
      <BlockCard {...args} loading skeletonRows={4} />
    </div>
  ),
};

/** Empty: says what to do, with a way to do it. */
export const BlockEmpty: Story = {
  render: (args) => (
    <div style={{ width: 420 }}>
      <BlockCard {...args} empty={{ description: m.noOps, action: <a href="#user">去用户管理</a> }} />
    </div>
  ),
};
