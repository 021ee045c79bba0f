import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitProvider } from './kit-context.tsx';
import { ListPage } from './list-page.tsx';

interface User {
  id: string;
  account: string;
  realName: string;
  mobile: string;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function renderList(storage: ReturnType<typeof memoryStorage>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProvider storage={storage} userKey="admin">
        <ListPage<User>
          id="users"
          aria-label="用户列表"
          rowKey="id"
          columns={[
            { id: 'account', header: '账号', sortable: true },
            { id: 'realName', header: '姓名' },
            // A header may be any element (a translation): the handle is named after its text.
            { id: 'mobile', header: <span>手机</span>, width: 120 },
          ]}
          request={async () => ({
            list: [{ id: 'u1', account: 'user1', realName: '张三', mobile: '13900000001' }],
            total: 1,
          })}
          rowActions={() => [{ key: 'edit', label: '编辑', onClick: () => {} }]}
        />
      </KitProvider>
    </QueryClientProvider>,
  );
}

const headers = () =>
  within(screen.getByRole('table', { name: '用户列表' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[⇅▲▼]/g, ''));
const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.getItem('park_columns_admin_users') ?? 'null');
const openSettings = () => fireEvent.click(screen.getByRole('button', { name: '列设置' }));

afterEach(cleanup);

describe('ListPage columns the person shapes', () => {
  it('gives each data column a named resize handle, not the 序号 column; the header keeps its own name', async () => {
    renderList(memoryStorage());
    await screen.findByText('user1');
    expect(screen.getByRole('columnheader', { name: '账号' })).toBeTruthy();
    const handles = screen.getAllByRole('separator').map((s) => s.getAttribute('aria-label'));
    expect(handles).toEqual(['调整列宽：账号', '调整列宽：姓名', '调整列宽：手机', '调整列宽：操作']);
  });

  it('resizes a column with the keyboard and remembers the width', async () => {
    const storage = memoryStorage();
    const { unmount } = renderList(storage);
    await screen.findByText('user1');
    const handle = screen.getByRole('separator', { name: '调整列宽：手机' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByRole('columnheader', { name: '手机' }).style.width).toBe('170px');
    expect(stored(storage).widths).toEqual({ mobile: 170 });
    unmount();
    renderList(storage);
    await screen.findByText('user1');
    expect(screen.getByRole('separator', { name: '调整列宽：手机' }).getAttribute('aria-valuenow')).toBe(
      '170',
    );
  });

  it('moves a column with Alt+↓ in 列设置, says so, and keeps the focus on it', async () => {
    const storage = memoryStorage();
    renderList(storage);
    await screen.findByText('user1');
    openSettings();
    const box = screen.getByRole('checkbox', { name: '账号' });
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown', altKey: true });
    expect(headers().slice(1, 4)).toEqual(['姓名', '账号', '手机']);
    expect(screen.getByRole('status').textContent).toBe('账号已移到第 2 列，共 3 列');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: '账号' }));
    expect(stored(storage).order.slice(0, 3)).toEqual(['realName', 'account', 'mobile']);
  });

  it('moves with the ↑ button, and not past the first place', async () => {
    renderList(memoryStorage());
    await screen.findByText('user1');
    openSettings();
    fireEvent.click(screen.getByRole('button', { name: '上移：手机' }));
    expect(headers().slice(1, 4)).toEqual(['账号', '手机', '姓名']);
    expect((screen.getByRole('button', { name: '上移：账号' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pins a column to the left: it sticks after 序号, with the edge shadow, until unpinned', async () => {
    renderList(memoryStorage());
    await screen.findByText('user1');
    openSettings();
    const pin = screen.getByRole('button', { name: '固定在左侧：手机' });
    fireEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(headers().slice(0, 2)).toEqual(['序号', '手机']);
    const mobile = screen.getByRole('columnheader', { name: '手机' });
    expect(mobile.className).toContain('is-fixed-left-edge');
    fireEvent.click(pin);
    expect(headers().slice(1, 4)).toEqual(['账号', '姓名', '手机']);
    expect(screen.getByRole('columnheader', { name: '手机' }).className).not.toContain('is-fixed');
  });

  it('resets order, widths, pins and hidden columns with 恢复默认', async () => {
    const storage = memoryStorage();
    renderList(storage);
    await screen.findByText('user1');
    fireEvent.keyDown(screen.getByRole('separator', { name: '调整列宽：账号' }), { key: 'ArrowRight' });
    openSettings();
    fireEvent.click(screen.getByRole('button', { name: '固定在右侧：账号' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '姓名' }));
    expect(headers()).not.toContain('姓名');
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(headers().slice(0, 4)).toEqual(['序号', '账号', '姓名', '手机']);
    expect(stored(storage)).toEqual({ order: [], widths: {}, pins: {}, hidden: [] });
  });

  it('reads the hidden columns an older release stored as a list', async () => {
    const storage = memoryStorage();
    storage.setItem('park_columns_admin_users', JSON.stringify(['mobile']));
    renderList(storage);
    await screen.findByText('user1');
    expect(headers()).not.toContain('手机');
  });
});
