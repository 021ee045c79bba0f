import { message } from '@pmc/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KitPermissions, KitProvider } from './kit-context.tsx';
import type { ListColumn } from './list-column.ts';
import { ListPage } from './list-page.tsx';
import type { ListRequest } from './list-url-state.ts';
import { fakeView, fakeViewsPort } from './saved-views-fake.ts';
import type { SavedViewsPort } from './saved-views-port.ts';

interface User {
  id: string;
  account: string;
}

const columns: ListColumn<User>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名' },
];
/** The page URL's query, one for every reader (as the router's is). */
const url = { current: new URLSearchParams(), listeners: new Set<() => void>() };
const subscribe = (listener: () => void) => {
  url.listeners.add(listener);
  return () => url.listeners.delete(listener);
};
const useSearchParams = () =>
  [
    useSyncExternalStore(subscribe, () => url.current),
    (next: URLSearchParams) => {
      url.current = next;
      for (const listener of url.listeners) listener();
    },
  ] as const;

function renderPage(port: SavedViewsPort | undefined, search = '', canShare = true) {
  url.current = new URLSearchParams(search);
  const permissions: KitPermissions = {
    button: (c) => canShare || c !== 'btn_shareView',
    column: () => true,
    form: () => true,
  };
  const request = vi.fn(async (_q: ListRequest) => ({ list: [{ id: 'u1', account: 'staff' }], total: 1 }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KitProvider
        storage={null}
        useSearchParams={useSearchParams}
        usePermissions={() => permissions}
        views={port}
      >
        <ListPage<User>
          id="users"
          aria-label="用户列表"
          rowKey="id"
          columns={columns}
          request={request}
          searchFields={[{ name: 'keyword', label: '关键词' }]}
          filterNames={['organizeId']}
          filterLabels={{ organizeId: '所属组织' }}
        />
      </KitProvider>
    </QueryClientProvider>,
  );
  return request;
}

const filtered = fakeView('v1', '本组织', {
  state: {
    filters: { organizeId: 'o7' },
    sidx: 'account',
    sort: 'desc',
    pageSize: 50,
    columns: { order: ['realName', 'account'], widths: { account: 180 }, pins: {}, hidden: [] },
    density: 'compact',
  },
});
const theirs = fakeView('v2', '他人的', { mine: false, shared: true, ownerId: 'u9', ownerName: '李四' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ListPageViews', () => {
  it('shows no menu without the views port', async () => {
    renderPage(undefined);
    await screen.findByText('staff');
    expect(screen.queryByTestId('kit-views')).toBeNull();
  });

  it('applies the view the URL names: the list state, columns, density and the title', async () => {
    const useTitle = vi.fn();
    const request = renderPage(fakeViewsPort([filtered], { useTitle }), 'view=v1&currentPage=3');
    expect(await screen.findByRole('button', { name: '本组织' })).toBeTruthy();
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        { currentPage: 1, pageSize: 50, organizeId: 'o7', sidx: 'account', sort: 'desc' },
        expect.anything(),
      ),
    );
    expect(url.current.get('view')).toBe('v1');
    expect(useTitle).toHaveBeenLastCalledWith('本组织');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['序号', '姓名', '账号▼']);
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');
  });

  it('marks the view changed and saves the change to it', async () => {
    const user = userEvent.setup();
    const port = fakeViewsPort([filtered]);
    const update = vi.spyOn(port, 'update');
    renderPage(port, 'view=v1');
    await screen.findByRole('button', { name: '本组织' });
    await user.type(screen.getByRole('textbox', { name: '关键词' }), 'li{Enter}');
    await waitFor(() => expect(url.current.get('keyword')).toBe('li'));
    await waitFor(() => expect(screen.getByTestId('kit-views').textContent).toBe('本组织（已修改）'));
    await user.click(screen.getByTestId('kit-views'));
    await user.click(await screen.findByRole('menuitem', { name: '保存修改' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('v1', { state: expect.objectContaining({ keyword: 'li' }) }),
    );
    await waitFor(() => expect(screen.getByTestId('kit-views').textContent).toBe('本组织'));
  });

  it('offers a shared view of someone else read-only: copy, no save or delete', async () => {
    const user = userEvent.setup();
    renderPage(fakeViewsPort([filtered, theirs]), 'view=v2');
    await user.click(await screen.findByRole('button', { name: '他人的' }));
    expect(await screen.findByRole('menuitemradio', { name: '他人的 · 李四' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: '复制为我的视图' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '重命名…' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '分享' })).toBeNull();
  });

  it('opens the default view, with a notice, for a view the person may not see', async () => {
    const warning = vi.spyOn(message, 'warning');
    const fallback = fakeView('v3', '我的默认', { isDefault: true });
    renderPage(fakeViewsPort([filtered, fallback], { hidden: ['v1'] }), 'view=v1');
    expect(await screen.findByRole('button', { name: '我的默认' })).toBeTruthy();
    expect(warning).toHaveBeenCalledWith('无法打开该视图：它已被删除或未共享给你', 4000);
    expect(url.current.get('view')).toBe('v3');
  });

  it('names the filters a view lost', async () => {
    const warning = vi.spyOn(message, 'warning');
    const request = renderPage(fakeViewsPort([filtered], { dropped: ['organizeId'] }), 'view=v1');
    await screen.findByRole('button', { name: '本组织' });
    expect(warning).toHaveBeenCalledWith('筛选条件「所属组织」已不存在，已移除', 4000);
    await waitFor(() => expect(request.mock.lastCall?.[0]).not.toHaveProperty('organizeId'));
  });

  it('opens the person’s default view on a plain arrival, not over a link’s own state', async () => {
    const port = fakeViewsPort([{ ...filtered, isDefault: true }]);
    renderPage(port);
    expect(await screen.findByRole('button', { name: '本组织' })).toBeTruthy();
    cleanup();
    renderPage(port, 'keyword=li');
    await screen.findByText('staff');
    await waitFor(() => expect(screen.getByRole('button', { name: '默认视图' })).toBeTruthy());
    expect(url.current.get('view')).toBeNull();
  });

  it('saves the list as a new shared view', async () => {
    const user = userEvent.setup();
    const port = fakeViewsPort([]);
    const create = vi.spyOn(port, 'create');
    renderPage(port, 'organizeId=o1');
    await user.click(await screen.findByRole('button', { name: '默认视图' }));
    await user.click(await screen.findByRole('menuitem', { name: '另存为视图…' }));
    await user.type(await screen.findByRole('textbox', { name: /视图名称/ }), ' 我的组织 ');
    await user.click(screen.getByRole('checkbox', { name: '共享给所有可访问此页面的人' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          pageId: 'users',
          name: '我的组织',
          shared: true,
          state: expect.objectContaining({ filters: { organizeId: 'o1' } }),
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: '我的组织' })).toBeTruthy();
    expect(url.current.get('view')).toBe('v1');
  });

  it('does not offer sharing without btn_shareView', async () => {
    const user = userEvent.setup();
    renderPage(fakeViewsPort([filtered]), 'view=v1', false);
    await user.click(await screen.findByRole('button', { name: '本组织' }));
    expect(await screen.findByRole('menuitem', { name: '删除' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '分享' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: '另存为视图…' }));
    await screen.findByRole('textbox', { name: /视图名称/ });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
