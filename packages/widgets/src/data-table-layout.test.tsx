import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-columns.tsx';

interface Rule {
  id: string;
  code: string;
  description: string;
  creatorTime: string;
}

const rules: Rule[] = [
  {
    id: 'r1',
    code: 'BR-2026-0001',
    description: '采购订单编号，按年份和流水号生成',
    creatorTime: '2026-11-25 09:30',
  },
  { id: 'r2', code: 'SO', description: '销售单', creatorTime: '2026-11-24 18:00' },
];

const columns: DataTableColumn<Rule>[] = [
  { id: 'code', header: '编码', valueType: 'code' },
  { id: 'description', header: '说明' },
  { id: 'creatorTime', header: '创建时间', valueType: 'dateTime' },
  {
    id: 'actions',
    header: '操作',
    ellipsis: false,
    fixed: 'right',
    cell: () => <button type="button">编辑</button>,
  },
];

const header = (name: string) => screen.getByRole('columnheader', { name });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('<DataTable/> layout', () => {
  it('sizes columns by what they hold: a date-time 150, a code by its longest value', () => {
    render(<DataTable rowKey="id" data={rules} columns={columns} />);
    expect(header('创建时间').style.width).toBe('150px');
    expect(header('编码').style.width).toBe(`${12 * 9 + 24}px`);
    expect(header('操作').style.width).toBe('');
  });

  it('cuts long text to one line and shows it whole in a title only when it is cut', () => {
    render(<DataTable rowKey="id" data={rules} columns={columns} />);
    const long = screen.getByText(rules[0]!.description);
    expect(long.className).toBe('pmc-table__ellipsis');
    vi.spyOn(long, 'scrollWidth', 'get').mockReturnValue(400);
    vi.spyOn(long, 'clientWidth', 'get').mockReturnValue(216);
    fireEvent.pointerEnter(long);
    expect(long.title).toBe(rules[0]!.description);
    const short = screen.getByText('销售单');
    vi.spyOn(short, 'scrollWidth', 'get').mockReturnValue(42);
    vi.spyOn(short, 'clientWidth', 'get').mockReturnValue(216);
    fireEvent.pointerEnter(short);
    expect(short.hasAttribute('title')).toBe(false);
    // The actions cell is never cut.
    const actions = within(screen.getAllByRole('row')[1]!).getByRole('button', { name: '编辑' });
    expect(actions.closest('.pmc-table__ellipsis')).toBeNull();
  });

  it('keeps the selection column at the left and the actions at the right when scrolling sideways', () => {
    render(<DataTable rowKey="id" data={rules} columns={columns} selectable />);
    const select = screen.getAllByRole('columnheader')[0]!;
    expect(select.className).toContain('is-fixed-left');
    expect(select.style.left).toBe('0px');
    expect(header('操作').className).toContain('is-fixed-right-edge');
    const row = screen.getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.className).toContain('is-fixed-left');
    expect(cells.at(-1)!.className).toContain('is-fixed-right');
    expect(cells[1]!.className).toBe('');
  });

  it('draws the rows at the chosen density', () => {
    const { rerender } = render(<DataTable rowKey="id" data={rules} columns={columns} />);
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('default');
    rerender(<DataTable rowKey="id" data={rules} columns={columns} density="compact" />);
    expect(screen.getByRole('table').getAttribute('data-density')).toBe('compact');
  });
});
