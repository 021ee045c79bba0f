import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from './kit-context.tsx';
import { ListPage } from './list-page.tsx';

interface User {
  id: string;
  account: string;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function renderList(storage: ReturnType<typeof memoryStorage>, onAdd = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProvider storage={storage} userKey="admin">
        <ListPage<User>
          id="users"
          aria-label="用户列表"
          rowKey="id"
          columns={[{ id: 'account', header: '账号' }]}
          request={async () => ({ list: [{ id: 'u1', account: 'user1' }], total: 1 })}
          toolbar={{ onAdd }}
          rowActions={() => [
            { key: 'edit', label: '编辑', onClick: vi.fn() },
            { key: 'reset', label: '重置密码', onClick: vi.fn() },
            { key: 'lock', label: '解锁', onClick: vi.fn() },
            { key: 'remove', label: '删除', onClick: vi.fn() },
          ]}
        />
      </KitProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ListPage toolbar', () => {
  it('names 新建 by its word alone (the + is decoration)', async () => {
    const onAdd = vi.fn();
    renderList(memoryStorage(), onAdd);
    await screen.findByText('user1');
    const add = screen.getByRole('button', { name: '新建' });
    // The icon beside the word is decoration, hidden from screen readers.
    expect(add.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(add);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('switches the density and remembers it for the user and table', async () => {
    const storage = memoryStorage();
    const { unmount } = renderList(storage);
    await screen.findByText('user1');
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('default');
    fireEvent.keyDown(screen.getByRole('button', { name: '密度' }), { key: 'Enter' });
    expect(screen.getByRole('menuitemradio', { name: '默认' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: '紧凑' }));
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');
    expect(storage.getItem('park_density_admin_users')).toBe('compact');
    unmount();
    renderList(storage);
    await screen.findByText('user1');
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');
  });

  it('shows the first two row actions and the rest under 更多, in a sticky actions column', async () => {
    renderList(memoryStorage());
    await screen.findByText('user1');
    expect(screen.getByRole('button', { name: '编辑' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: '重置密码' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '解锁' })).toBeNull();
    expect(screen.getByRole('button', { name: '更多' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '操作' }).className).toContain('is-fixed-right');
  });
});
