import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from './kit-context.tsx';
import type { ListColumn } from './list-column.ts';
import type { ListPageOptions } from './list-page-options.ts';
import { ListPageRoot, useListPageContext } from './list-page-root.tsx';
import { ListPageTable } from './list-page-table.tsx';
import { ListPageToolbar } from './list-page-toolbar.tsx';
import { useListPage } from './use-list-page.ts';

interface User {
  id: string;
  account: string;
}

const columns: ListColumn<User>[] = [{ id: 'account', header: '账号' }];

let url = new URLSearchParams();
function useTestSearchParams() {
  const [params, setParams] = useState(url);
  return [
    params,
    (next: URLSearchParams) => {
      url = next;
      setParams(next);
    },
  ] as const;
}

function renderPage(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProvider useSearchParams={useTestSearchParams} storage={null}>
        {ui}
      </KitProvider>
    </QueryClientProvider>,
  );
}

/** A page's own part: it reads the list's state from the root's context. */
function ChosenCount() {
  const { selection } = useListPageContext<User>();
  return <output aria-label="已选">{selection.keys.length}</output>;
}

function OwnLayout(options: ListPageOptions<User>) {
  const list = useListPage(options);
  return (
    <>
      <button type="button" onClick={() => list.filter({ organizeId: '7' })}>
        财务部
      </button>
      <ListPageRoot list={list}>
        <ListPageToolbar />
        <ChosenCount />
        <ListPageTable aria-label="用户列表" />
      </ListPageRoot>
    </>
  );
}

afterEach(() => {
  cleanup();
  url = new URLSearchParams();
});

describe('useListPage with the kit parts', () => {
  it('composes a page of its own: a filter set outside the root, the rows chosen read by its own part', async () => {
    url = new URLSearchParams('currentPage=2');
    const request = vi.fn(async () => ({
      list: [
        { id: 'u1', account: 'user1' },
        { id: 'u2', account: 'user2' },
      ],
      total: 42,
    }));
    renderPage(
      <OwnLayout
        id="users"
        rowKey="id"
        columns={columns}
        request={request}
        filterNames={['organizeId']}
        batchActions={(keys) => <button type="button">删除 {keys.length} 项</button>}
      />,
    );
    expect(await screen.findByText('user1')).toBeTruthy();
    expect(screen.getByText('共 42 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '财务部' }));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        { currentPage: 1, pageSize: 20, organizeId: '7' },
        expect.anything(),
      ),
    );
    expect(url.toString()).toBe('organizeId=7');
    fireEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(screen.getByRole('status', { name: '已选' }).textContent).toBe('1');
    expect(screen.getByRole('button', { name: '删除 1 项' })).toBeTruthy();
  });
});
