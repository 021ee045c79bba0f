import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LoadWhoHas, WhoHasHolder } from './who-has.ts';
import { WhoHasList } from './who-has-list.tsx';

afterEach(cleanup);

const admin: WhoHasHolder = {
  id: '1',
  account: 'admin',
  realName: '管理员',
  organizeName: '总公司',
  administrator: true,
  roles: [],
  delegatedOrganizes: [],
};
const staff: WhoHasHolder = {
  id: '2',
  account: 'staff',
  realName: '员工',
  organizeName: '开发部',
  administrator: false,
  roles: [{ id: 'r', fullName: '普通员工', dataScope: 'orgAndBelow' }],
  delegatedOrganizes: [{ id: 'o', fullName: '护理部' }],
};

function renderList(load: LoadWhoHas, onExport?: () => Promise<void>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WhoHasList
        target={{ kind: 'button', moduleId: 'm', code: 'btn_remove' }}
        load={load}
        onExport={onExport}
      />
    </QueryClientProvider>,
  );
}

it('lists each holder with the path that gives the right, searches and exports', async () => {
  const load = vi.fn<LoadWhoHas>(async (_target, { keyword }) => {
    const list = [admin, staff].filter((h) => !keyword || h.account.includes(keyword));
    return { list, pagination: { total: list.length } };
  });
  const exported = vi.fn(async () => {});
  renderList(load, exported);
  const table = await screen.findByRole('table', { name: '权限持有人' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  const staffRow = within(table).getByRole('row', { name: /staff/ });
  expect(staffRow.textContent).toContain('普通员工');
  expect(staffRow.textContent).toContain('本组织及下级');
  expect(staffRow.textContent).toContain('分级管理：护理部');
  expect(within(table).getByRole('row', { name: /admin/ }).textContent).toContain('管理员账号');
  expect(load).toHaveBeenLastCalledWith(
    { kind: 'button', moduleId: 'm', code: 'btn_remove' },
    { keyword: '', currentPage: 1, pageSize: 20 },
  );

  fireEvent.change(screen.getByRole('searchbox', { name: '按账号或姓名查找' }), { target: { value: 'sta' } });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: '导出' }));
  expect(exported).toHaveBeenCalledWith({ kind: 'button', moduleId: 'm', code: 'btn_remove' }, 'sta');
});

it('says so when nobody holds the right', async () => {
  renderList(async () => ({ list: [], pagination: { total: 0 } }));
  expect(await screen.findByText('没有人拥有此权限')).toBeTruthy();
});

it('shows a right held by many as 10,000+ and offers the next page while pages come back full', async () => {
  const many = Array.from({ length: 20 }, (_, i) => ({ ...staff, id: `s${i}`, account: `staff${i}` }));
  const load = vi.fn<LoadWhoHas>(async () => ({ list: many, pagination: { total: 10_000, capped: true } }));
  renderList(load);
  expect(await screen.findByText('共 10,000+ 条')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '下一页' }));
  await waitFor(() =>
    expect(load).toHaveBeenLastCalledWith(expect.anything(), { keyword: '', currentPage: 2, pageSize: 20 }),
  );
});
