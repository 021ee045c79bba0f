import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KitPageDrafts, type KitPermissions, KitProvider } from './kit-context.tsx';
import { ListPage } from './list-page.tsx';

interface User {
  id: string;
  account: string;
}

const rows: User[] = [
  { id: 'u1', account: 'li' },
  { id: 'u2', account: 'wang' },
];
const resumed: string[] = [];
const discarded: string[] = [];

// A stand-in for @pmc/layout's usePageDrafts: the page's drafts, as a forced reload left them.
let left: string[] = [];
function useFakePageDrafts(): KitPageDrafts {
  const [forms, setForms] = useState(left);
  return {
    forms,
    resume: (form) => {
      resumed.push(form);
      setForms((all) => all.filter((f) => f !== form));
    },
    discard: (form) => {
      discarded.push(form);
      setForms((all) => all.filter((f) => f !== form));
    },
  };
}

const onAdd = vi.fn();
const onEdit = vi.fn();

function renderList(
  permissions: KitPermissions = { button: () => true, column: () => true, form: () => true },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <KitProvider storage={null} usePageDrafts={useFakePageDrafts} usePermissions={() => permissions}>
        <ListPage<User>
          id="users"
          aria-label="用户列表"
          rowKey="id"
          columns={[{ id: 'account', header: '账号' }]}
          request={async () => ({ list: rows, total: rows.length })}
          toolbar={{ onAdd }}
          rowActions={(row) => [
            { key: 'edit', label: '编辑', permission: 'btn_edit', onClick: () => onEdit(row.id) },
          ]}
          history={{ kind: 'user', recordName: (row) => row.account }}
        />
      </KitProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  left = [];
  resumed.length = 0;
  discarded.length = 0;
  onAdd.mockClear();
  onEdit.mockClear();
});

describe('ListPage dialog drafts on arrival', () => {
  it('offers an add draft: 继续编辑 asks the form to take it back and opens 新建', async () => {
    left = ['用户:create:'];
    renderList();
    const offers = await screen.findByTestId('kit-draft-offers');
    expect(offers.textContent).toContain('有未保存的新建内容');
    await userEvent.click(within(offers).getByRole('button', { name: '继续编辑' }));
    expect(resumed).toEqual(['用户:create:']);
    expect(onAdd).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('kit-draft-offers')).toBeNull();
  });

  it('offers an edit draft once its record is loaded, named, and opens that row’s 编辑', async () => {
    left = ['用户:edit:u2'];
    renderList();
    const offers = await screen.findByTestId('kit-draft-offers');
    expect(offers.textContent).toContain('有未保存的编辑内容：wang');
    await userEvent.click(within(offers).getByRole('button', { name: '继续编辑' }));
    expect(resumed).toEqual(['用户:edit:u2']);
    expect(onEdit).toHaveBeenCalledWith('u2');
  });

  it('丢弃 forgets the draft without opening anything', async () => {
    left = ['用户:create:', '用户:edit:u1'];
    renderList();
    const offers = await screen.findByTestId('kit-draft-offers');
    await within(offers).findByText('有未保存的编辑内容：li');
    const [first] = within(offers).getAllByRole('button', { name: '丢弃' });
    await userEvent.click(first as HTMLElement);
    expect(discarded).toEqual(['用户:create:']);
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByTestId('kit-draft-offers').textContent).not.toContain('新建');
  });

  it('offers nothing the person may no longer open: no 新建 or 编辑 permission, or a record not listed', async () => {
    left = ['用户:create:', '用户:edit:u1', '用户:edit:gone', 'profile'];
    renderList({ button: () => false, column: () => true, form: () => true });
    await screen.findByText('wang');
    expect(screen.queryByTestId('kit-draft-offers')).toBeNull();
  });

  it('offers only its own dialog’s drafts when told which (a tree’s form beside the list)', async () => {
    left = ['类型:create:', '用户:create:'];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <KitProvider storage={null} usePageDrafts={useFakePageDrafts}>
          <ListPage<User>
            id="users"
            aria-label="用户列表"
            rowKey="id"
            columns={[{ id: 'account', header: '账号' }]}
            request={async () => ({ list: rows, total: rows.length })}
            toolbar={{ onAdd }}
            draftsOf="用户"
          />
        </KitProvider>
      </QueryClientProvider>,
    );
    const offers = await screen.findByTestId('kit-draft-offers');
    expect(within(offers).getAllByRole('button', { name: '继续编辑' })).toHaveLength(1);
    await userEvent.click(within(offers).getByRole('button', { name: '继续编辑' }));
    expect(resumed).toEqual(['用户:create:']);
  });
});
