import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import { SearchForm } from './kit/search-form.tsx';

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
