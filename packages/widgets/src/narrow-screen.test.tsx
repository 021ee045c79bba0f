import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import { SearchForm } from './kit/search-form.tsx';
import { TreeFilterLayout } from './kit/tree-filter-layout.tsx';

// A phone-sized window: the media query of useNarrowScreen matches.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width: 767px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('on a narrow screen', () => {
  it('puts the organisation tree in a drawer opened from a button named in words, closed by a pick', async () => {
    const chosen: (string | undefined)[] = [];
    const nodes = [
      { id: 'root', fullName: '党员关爱服务中心', children: [{ id: 'it', fullName: '信息技术部' }] },
    ];
    const { rerender } = render(
      <TreeFilterLayout nodes={nodes} selectedId={undefined} onSelect={(n) => chosen.push(n?.id)}>
        <p>列表</p>
      </TreeFilterLayout>,
    );
    expect(screen.getByText('列表')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
    const opener = screen.getByRole('button', { name: '组织机构' });
    expect(opener.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: '组织机构' });
    expect(within(drawer).getByRole('searchbox', { name: '输入名称、拼音或首字母过滤' })).toBeTruthy();
    fireEvent.click(within(drawer).getByText('信息技术部'));
    expect(chosen).toEqual(['it']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(
      <TreeFilterLayout nodes={nodes} selectedId="it" onSelect={() => {}}>
        <p>列表</p>
      </TreeFilterLayout>,
    );
    // The choice shows beside the button while the drawer is shut.
    expect(screen.getByText('信息技术部')).toBeTruthy();
  });

  it('folds the search form to its first field behind 展开', () => {
    render(
      <SearchForm
        fields={[
          { name: 'keyword', label: '关键词' },
          { name: 'creatorTime', label: '创建时间', type: 'date-range' },
        ]}
        values={{}}
        onSearch={() => {}}
      />,
    );
    expect(screen.getByRole('textbox', { name: '关键词' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '创建时间 开始日期' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByRole('textbox', { name: '创建时间 开始日期' })).toBeTruthy();
  });

  it('keeps only the first column in view when the table scrolls sideways', () => {
    render(
      <DataTable
        rowKey="id"
        selectable
        data={[{ id: '1', account: 'admin', realName: '管理员' }]}
        columns={[
          { id: 'account', header: '账号' },
          { id: 'realName', header: '姓名' },
          { id: 'actions', header: '操作', fixed: 'right', cell: () => null },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: '账号' }).className).toContain('is-fixed-left');
    expect(screen.getByRole('columnheader', { name: '姓名' }).className).toBe('');
    expect(screen.getByRole('columnheader', { name: '操作' }).className).toBe('');
    expect(screen.getAllByRole('columnheader')[0]!.className).toBe('');
  });
});
