import {
  EMPTY_COLUMN_SHAPE,
  KitProvider,
  type ListColumn,
  ListPageRoot,
  ListPageSearch,
  ListPageTable,
  ListPageViews,
  type ListRequest,
  type SavedView,
  type SavedViewsPort,
  useListPage,
} from '@pmc/widgets/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { type Member, members, pause } from '../fixtures.ts';

const columns: ListColumn<Member>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名' },
  { id: 'department', header: '部门' },
  { id: 'mobile', header: '手机' },
];

async function request({ keyword, currentPage, pageSize, enabledMark }: ListRequest) {
  await pause(100);
  const hits = members.filter(
    (m) =>
      (!keyword || m.realName.includes(keyword) || m.account.includes(keyword)) &&
      (!enabledMark || String(m.enabledMark) === enabledMark),
  );
  return { list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize), total: hits.length };
}

const view = (id: string, name: string, extra: Partial<SavedView> = {}): SavedView => ({
  id,
  pageId: 'catalog.views',
  name,
  state: { filters: {}, pageSize: 20, columns: EMPTY_COLUMN_SHAPE, density: 'default' },
  shared: false,
  ownerId: 'me',
  ownerName: '管理员',
  mine: true,
  isDefault: false,
  lastModifyTime: null,
  ...extra,
});

const enabledOnly = view('v1', '启用的成员', {
  isDefault: true,
  shared: true,
  state: {
    filters: { enabledMark: '1' },
    sidx: 'account',
    sort: 'asc',
    pageSize: 20,
    columns: {
      order: ['realName', 'account'],
      widths: { realName: 160 },
      pins: { realName: 'left' },
      hidden: ['mobile'],
    },
    density: 'compact',
  },
});
const sample = [
  enabledOnly,
  view('v2', '全部成员'),
  view('v3', '李四的视图', { mine: false, shared: true, ownerName: '李四' }),
];

/** Views kept in memory for the catalogue; nothing is sent anywhere. */
function memoryPort(): SavedViewsPort {
  const views = sample.map((v) => ({ ...v }));
  return {
    list: async () => views.map((v) => ({ ...v })),
    info: async (id) => {
      const found = views.find((v) => v.id === id);
      return found ? { view: { ...found }, dropped: [] } : null;
    },
    create: async (input) => {
      const created = view(`v${views.length + 1}`, input.name, {
        state: input.state,
        shared: input.shared ?? false,
      });
      views.push(created);
      return created;
    },
    update: async (id, patch) => Object.assign(views.find((v) => v.id === id) ?? view(id, ''), patch),
    remove: async (id) =>
      views.splice(
        views.findIndex((v) => v.id === id),
        1,
      ),
    setDefault: async (_page, viewId) => {
      for (const v of views) v.isDefault = v.id === viewId;
    },
  };
}

function Page({ change }: { change?: boolean }) {
  const list = useListPage<Member>({
    id: 'catalog.views',
    rowKey: 'id',
    columns,
    request,
    searchFields: [{ name: 'keyword', label: '关键词' }],
    filterNames: ['enabledMark'],
  });
  // 已修改: the list searched after its view opened.
  const changed = useRef(false);
  useEffect(() => {
    if (!change || changed.current || !list.views.current) return;
    changed.current = true;
    list.search({ keyword: '李' });
  }, [change, list]);
  return (
    <ListPageRoot list={list}>
      <ListPageViews />
      <ListPageSearch />
      <ListPageTable aria-label="成员列表" />
    </ListPageRoot>
  );
}

function Views({ start = '', change = false }: { start?: string; change?: boolean }) {
  const [port] = useState(memoryPort);
  const [useSearchParams] = useState(() => {
    let params = new URLSearchParams(start);
    const listeners = new Set<(p: URLSearchParams) => void>();
    return function useMemoryParams() {
      const [current, setCurrent] = useState(params);
      useEffect(() => {
        listeners.add(setCurrent);
        return () => void listeners.delete(setCurrent);
      }, []);
      return [
        current,
        (next: URLSearchParams) => {
          params = next;
          for (const listener of listeners) listener(next);
        },
      ] as const;
    };
  });
  return (
    <KitProvider views={port} useSearchParams={useSearchParams} storage={null}>
      <Page change={change} />
    </KitProvider>
  );
}

const meta = {
  title: 'kit/ListPageViews',
  component: ListPageViews,
} satisfies Meta<typeof ListPageViews>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One's own view applied from the link (`?view=v1`, also the default): filter, sort, columns, density. */
export const Own: Story = { render: () => <Views start="view=v1" /> };
/** A view another person shared: read-only, 复制为我的视图 offered. */
export const Shared: Story = { render: () => <Views start="view=v3" /> };
/** The list searched after the view opened: （已修改） until 保存修改. */
export const Changed: Story = { render: () => <Views start="view=v1" change /> };
/** A plain arrival opens the person's default view. */
export const Default: Story = { render: () => <Views /> };
