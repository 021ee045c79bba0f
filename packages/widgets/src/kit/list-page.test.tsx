import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KitPermissions, KitProvider } from './kit-context.tsx';
import type { ListColumn } from './list-column.ts';
import { ListPage } from './list-page.tsx';
import type { ListRequest } from './list-url-state.ts';

interface User {
  id: string;
  account: string;
  mobile: string;
}

const columns: ListColumn<User>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'mobile', header: '手机' },
];
const people = (n: number, from = 0): User[] =>
  Array.from({ length: n }, (_, i) => ({ id: `u${from + i}`, account: `user${from + i}`, mobile: '138' }));

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

function renderList(ui: ReactNode, permissions?: KitPermissions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProvider
        useSearchParams={useTestSearchParams}
        storage={null}
        {...(permissions ? { usePermissions: () => permissions } : {})}
      >
        {ui}
      </KitProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  url = new URLSearchParams();
});

describe('ListPage', () => {
  it('keeps two lists under one key prefix apart: each shows its own rows', async () => {
    // 登录日志 and 操作日志 both pass the log domain key; one shared cache entry showed one list's rows
    // in the other (and crashed its cells on fields those rows lack).
    const signIns = vi.fn(async () => ({
      list: [{ id: 's1', account: 'signin-row', mobile: '1' }],
      total: 1,
    }));
    const operations = vi.fn(async () => ({
      list: [{ id: 'o1', account: 'operation-row', mobile: '2' }],
      total: 1,
    }));
    renderList(
      <>
        <ListPage<User>
          id="signIns"
          aria-label="登录日志"
          rowKey="id"
          queryKey={['log']}
          columns={columns}
          request={signIns}
        />
        <ListPage<User>
          id="operations"
          aria-label="操作日志"
          rowKey="id"
          queryKey={['log']}
          columns={columns}
          request={operations}
        />
      </>,
    );
    const first = screen.getByRole('table', { name: '登录日志' });
    const second = screen.getByRole('table', { name: '操作日志' });
    expect(await within(first).findByText('signin-row')).toBeTruthy();
    expect(await within(second).findByText('operation-row')).toBeTruthy();
    expect(within(first).queryByText('operation-row')).toBeNull();
    expect(within(second).queryByText('signin-row')).toBeNull();
    expect(signIns).toHaveBeenCalledTimes(1);
    expect(operations).toHaveBeenCalledTimes(1);
  });

  it('loads the first page, searches on Enter and keeps the query in the URL', async () => {
    const request = vi.fn(async (q: ListRequest) => ({ list: people(2), total: q.keyword ? 1 : 42 }));
    renderList(
      <ListPage<User>
        id="users"
        aria-label="用户列表"
        rowKey="id"
        columns={columns}
        request={request}
        searchFields={[{ name: 'keyword', label: '关键词' }]}
      />,
    );
    expect(await screen.findByText('user0')).toBeTruthy();
    expect(screen.getByText('共 42 条')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: '关键词' });
    await userEvent.type(box, 'li{Enter}');
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith(
        { currentPage: 1, pageSize: 20, keyword: 'li' },
        expect.anything(),
      ),
    );
    expect(url.get('keyword')).toBe('li');
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(url.get('keyword')).toBeNull());
  });

  it('lists the guarded columns in explain mode, the hidden one too, with its code', async () => {
    const explained: KitPermissions = {
      button: () => true,
      column: (code) => code !== 'mobile',
      form: () => true,
      explain: (kind, code, granted, element) => (
        <span data-explain={`${kind}:${code}:${granted}`}>{element}</span>
      ),
    };
    renderList(
      <ListPage<User>
        id="users"
        aria-label="用户列表"
        rowKey="id"
        columns={columns}
        request={async () => ({ list: people(1), total: 1 })}
      />,
      explained,
    );
    expect(await screen.findByText('user0')).toBeTruthy();
    const list = screen.getByRole('list', { name: '列权限' });
    const marks = [...list.querySelectorAll('[data-explain]')].map((e) => e.getAttribute('data-explain'));
    expect(marks).toEqual(['column:account:true', 'column:mobile:false']);
    expect(screen.queryByRole('columnheader', { name: '手机' })).toBeNull();
  });

  it('opens a lazy tree row by row, without a pager', async () => {
    type Node = User & { children?: Node[] };
    const tree: Node[] = [
      { id: 'r', account: 'root', mobile: '', children: [{ id: 'c', account: 'child', mobile: '' }] },
    ];
    renderList(
      <ListPage<Node>
        id="tree"
        aria-label="树"
        rowKey="id"
        columns={columns}
        request={async () => ({ list: tree, total: 1 })}
        getSubRows={(row) => row.children}
        getRowCanExpand={(row) => row.children !== undefined}
      />,
    );
    // a lazy tree starts closed, with no pager and no 展开全部
    expect(await screen.findByText('root')).toBeTruthy();
    expect(screen.queryByText('共 1 条')).toBeNull();
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
    expect(screen.queryByText('child')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(await screen.findByText('child')).toBeTruthy();
  });

  it('sorts on the server and pages through the pager, starting again from page 1 on a new sort', async () => {
    url = new URLSearchParams('currentPage=2');
    const request = vi.fn(async () => ({ list: people(20), pagination: { total: 60 } }));
    renderList(
      <ListPage<User> id="users" aria-label="用户列表" rowKey="id" columns={columns} request={request} />,
    );
    await screen.findByText('user0');
    expect(request).toHaveBeenCalledWith({ currentPage: 2, pageSize: 20 }, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(url.get('currentPage')).toBe('3'));
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /账号/ })).getByRole('button', { name: '账号' }),
    );
    await waitFor(() => expect(url.get('sidx')).toBe('account'));
    expect(url.get('currentPage')).toBeNull();
  });

  it('shows 暂无数据 for an empty list and keeps the old rows while the next page loads', async () => {
    let resolveNext: (value: { list: User[]; total: number }) => void = () => {};
    const request = vi
      .fn()
      .mockResolvedValueOnce({ list: people(1), total: 30 })
      .mockImplementationOnce(() => new Promise((resolve) => (resolveNext = resolve)));
    renderList(
      <ListPage<User> id="users" aria-label="用户列表" rowKey="id" columns={columns} request={request} />,
    );
    await screen.findByText('user0');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(screen.getByText('user0')).toBeTruthy();
    resolveNext({ list: [], total: 30 });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows toolbar buttons, actions and columns by the page permissions', async () => {
    const permissions: KitPermissions = {
      button: (code) => code === 'btn_edit',
      column: (code) => code === 'account',
      form: () => true,
    };
    const onAdd = vi.fn();
    renderList(
      <ListPage<User>
        id="users"
        aria-label="用户列表"
        rowKey="id"
        columns={columns}
        request={async () => ({ list: people(1), total: 1 })}
        toolbar={{ onAdd, onExport: vi.fn() }}
        rowActions={() => [
          { key: 'edit', label: '编辑', permission: 'btn_edit', onClick: vi.fn() },
          { key: 'remove', label: '删除', permission: 'btn_remove', onClick: vi.fn() },
        ]}
      />,
      permissions,
    );
    await screen.findByText('user0');
    expect(screen.queryByTestId('kit-add')).toBeNull();
    expect(screen.queryByTestId('kit-export')).toBeNull();
    expect(screen.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '手机' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
  });

  it('shows a tree list whole, open at first, with expand and collapse all and no pager', async () => {
    interface Org {
      id: string;
      fullName: string;
      children?: Org[];
    }
    const orgs: Org[] = [
      { id: 'a', fullName: '总公司', children: [{ id: 'b', fullName: '财务部', children: [] }] },
    ];
    const request = vi.fn(async () => ({ list: orgs }));
    renderList(
      <ListPage<Org>
        id="orgs"
        aria-label="组织列表"
        rowKey="id"
        columns={[{ id: 'fullName', header: '名称' }]}
        request={request}
        getSubRows={(org) => org.children}
      />,
    );
    await screen.findByText('财务部');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    await waitFor(() => expect(screen.queryByText('财务部')).toBeNull());
    expect(screen.getByText('总公司')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await screen.findByText('财务部');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
