import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryDrawer } from './history-drawer.tsx';
import type { KitHistoryEntry, LoadHistory } from './history-entry.ts';
import { KitProvider } from './kit-context.tsx';
import type { ListColumn } from './list-column.ts';
import { ListPage } from './list-page.tsx';

interface User {
  id: string;
  account: string;
  mobile: string;
}

/** A translated header as pages write one (`<T msg={…} />`): the drawer takes the message as the label. */
const Msg = ({ msg }: { msg: { id: string; message: string } }) => <>{msg.message}</>;

const columns: ListColumn<User>[] = [
  { id: 'account', header: '账号' },
  { id: 'mobile', header: <Msg msg={{ id: 'test.mobile', message: '手机' }} /> },
];
const entries: KitHistoryEntry[] = [
  {
    id: 'h2',
    action: 'update',
    event: null,
    account: 'admin',
    ip: '127.0.0.1',
    time: Date.UTC(2026, 0, 2, 3, 4),
    changes: [
      { field: 'mobile', before: '13800000000', after: '13900000000' },
      { field: 'roleIds', before: ['r1'], after: ['r1', 'r2'], added: ['r2'], removed: [] },
      { field: 'gender', before: 1, after: 2 },
      { field: 'email', before: null, after: 'a@b.cn' },
    ],
    names: { r1: '员工', r2: '审计员' },
    // The server's labels: used for a field neither a column nor the page names.
    labels: { mobile: 'Mobile', email: '邮箱' },
  },
  { id: 'h1', action: 'create', event: null, account: 'admin', ip: null, time: 0, changes: [], names: {} },
];

function renderList(ui: ReactNode, loadHistory?: LoadHistory) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProvider storage={null} {...(loadHistory ? { loadHistory } : {})}>
        {ui}
      </KitProvider>
    </QueryClientProvider>,
  );
}

const page = (onRestore?: (row: User, values: Record<string, unknown>) => void) => (
  <ListPage<User>
    id="users"
    aria-label="用户列表"
    rowKey="id"
    columns={columns}
    request={async () => ({ list: [{ id: 'u1', account: 'staff', mobile: '139' }], total: 1 })}
    rowActions={() => [{ key: 'edit', label: '编辑', onClick: () => {} }]}
    history={{
      kind: 'user',
      recordName: (row) => row.account,
      labels: { roleIds: '角色', gender: '性别' },
      values: { gender: (v) => (v === 1 ? '男' : '女') },
      ...(onRestore ? { onRestore } : {}),
    }}
  />
);

afterEach(cleanup);

describe('ListPage history', () => {
  it('offers 历史 on each row and shows the timeline: fields before → after, ids by name, dictionary values', async () => {
    const load = vi.fn<LoadHistory>(async () => ({ list: entries, pagination: { total: 2 } }));
    renderList(page(), load);
    await userEvent.click(await screen.findByRole('button', { name: '历史' }));
    const drawer = await screen.findByRole('dialog', { name: '变更历史 · staff' });
    expect(load).toHaveBeenCalledWith('user', 'u1', { currentPage: 1, pageSize: 20 });
    const mobile = within(drawer).getByText('手机').closest('li') as HTMLElement;
    expect(mobile.textContent).toBe('手机: 13800000000 → 13900000000');
    expect(within(drawer).getByTestId('history-added').textContent).toBe('新增: 审计员');
    const gender = within(drawer).getByText('性别').closest('li') as HTMLElement;
    expect(gender.textContent).toBe('性别: 男 → 女');
    // The page's reading of a code shows; the stored code stays at hand as its tooltip.
    expect(within(gender).getByText('男').getAttribute('title')).toBe('1');
    expect(within(gender).getByText('女').getAttribute('title')).toBe('2');
    const email = within(drawer).getByText('邮箱').closest('li') as HTMLElement;
    expect(email.textContent).toBe('邮箱: （空） → a@b.cn');
    expect(within(drawer).getByText('修改')).toBeTruthy();
    expect(within(drawer).getByText('新建')).toBeTruthy();
  });

  it('hands the values before a change to the page on 恢复这些值', async () => {
    const restore = vi.fn();
    renderList(page(restore), async () => ({ list: entries, pagination: { total: 2 } }));
    await userEvent.click(await screen.findByRole('button', { name: '历史' }));
    await userEvent.click(await screen.findByTestId('history-restore'));
    expect(restore).toHaveBeenCalledWith(
      { id: 'u1', account: 'staff', mobile: '139' },
      { mobile: '13800000000', roleIds: ['r1'], gender: 1, email: null },
      expect.objectContaining({ id: 'h2', action: 'update' }),
    );
  });

  it("lets the page draw a list field's added and removed ids (a tree of pages and buttons)", async () => {
    const load: LoadHistory = async () => ({ list: entries, pagination: { total: 2 } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <KitProvider storage={null} loadHistory={load}>
          <HistoryDrawer
            record={{ kind: 'user', id: 'u1' }}
            onClose={() => {}}
            lists={{
              roleIds: (ids, names) => (
                <ul>
                  {ids.map((id) => (
                    <li key={id}>{`${names[id]} (${id})`}</li>
                  ))}
                </ul>
              ),
            }}
          />
        </KitProvider>
      </QueryClientProvider>,
    );
    const added = await screen.findByTestId('history-added');
    expect(within(added).getByRole('listitem').textContent).toBe('审计员 (r2)');
  });

  it('has no 历史 action when the app plugs in no history loader', async () => {
    renderList(page());
    expect(await screen.findByText('staff')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '历史' })).toBeNull();
  });
});
