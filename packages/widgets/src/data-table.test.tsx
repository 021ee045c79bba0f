import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTO_VIRTUAL_ROWS, DataTable } from './data-table.tsx';
import type { DataTableColumn, DataTableSort } from './data-table-columns.tsx';
import { useColumnVisibility } from './use-column-visibility.ts';

interface User {
  id: string;
  account: string;
  realName: string;
  mobile: string;
}

const users: User[] = [
  { id: 'u1', account: 'bob', realName: '李四', mobile: '13800000002' },
  { id: 'u2', account: 'alice', realName: '张三', mobile: '13800000001' },
  { id: 'u3', account: 'carol', realName: '王五', mobile: '13800000003' },
];

const columns: DataTableColumn<User>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名' },
  { id: 'mobile', header: '手机', cell: (row) => <a href={`tel:${row.mobile}`}>{row.mobile}</a> },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const firstColumn = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function Server({ onSortSpy }: { onSortSpy: (sort: DataTableSort | null) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  return (
    <DataTable
      rowKey="id"
      data={users}
      columns={columns}
      sort={sort}
      onSortChange={(next) => {
        onSortSpy(next);
        setSort(next);
      }}
    />
  );
}
function Permitted() {
  const { columnVisibility } = useColumnVisibility(
    columns.map((c) => c.id),
    { allowed: ['account', 'realName'] },
  );
  return <DataTable rowKey="id" data={users} columns={columns} columnVisibility={columnVisibility} />;
}
// A cell component with state of its own: a value shown in full after a click.
function Reveal({ value }: { value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <button type="button" onClick={() => setShown(true)}>
      {shown ? value : '***'}
    </button>
  );
}
describe('<DataTable/>', () => {
  afterEach(cleanup);

  it('renders headers, cells and custom cells', () => {
    render(<DataTable aria-label="用户" rowKey="id" data={users} columns={columns} />);
    const table = screen.getByRole('table', { name: '用户' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['账号⇅', '姓名', '手机']);
    expect(firstColumn()).toEqual(['bob', 'alice', 'carol']);
    expect(screen.getByRole('link', { name: '13800000001' })).toBeTruthy();
  });

  it('shows 暂无数据 when there are no rows', () => {
    render(<DataTable rowKey="id" data={[]} columns={columns} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('sorts the rows it has when no onSortChange is given, with aria-sort', () => {
    render(<DataTable rowKey="id" data={users} columns={columns} />);
    const header = screen.getByRole('columnheader', { name: /账号/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['alice', 'bob', 'carol']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstColumn()).toEqual(['carol', 'bob', 'alice']);
  });

  it('asks the server to sort when controlled, leaving the row order alone', () => {
    const onSortChange = vi.fn();
    render(<Server onSortSpy={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: /账号/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sidx: 'account', sort: 'asc' });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstColumn()).toEqual(['bob', 'alice', 'carol']);
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sidx: 'account', sort: 'desc' });
    fireEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('selects rows and all rows, reporting keys and rows', () => {
    const onSelectionChange = vi.fn();
    render(
      <DataTable
        rowKey="id"
        data={users}
        columns={columns}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    const rowBoxes = screen.getAllByRole('checkbox', { name: '选择此行' });
    fireEvent.click(rowBoxes[1]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['u2'], [users[1]]);
    expect(screen.getByRole('checkbox', { name: '全选' }).getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])].sort()).toEqual(['u1', 'u2', 'u3']);
    expect(bodyRows().every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
  });

  it('numbers rows from the page offset', () => {
    render(<DataTable rowKey="id" data={users} columns={columns} showIndex indexOffset={40} />);
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('序号');
    expect(firstColumn()).toEqual(['41', '42', '43']);
  });

  it('hides columns the permission list does not allow', () => {
    render(<Permitted />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['账号⇅', '姓名']);
    expect(screen.queryByText('13800000001')).toBeNull();
  });

  it('renders only a window of a long list when virtual', () => {
    // happy-dom does no layout: give the scroll box the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `u${i}`,
      account: `user${i}`,
      realName: `用户${i}`,
      mobile: '',
    }));
    render(<DataTable rowKey="id" data={many} columns={columns} virtual={{ height: 400, rowHeight: 40 }} />);
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]?.textContent).toContain('user0');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
  });

  it('virtualises a page past AUTO_VIRTUAL_ROWS by itself, with widths from the columns (or their values) and every row counted', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    const page = Array.from({ length: AUTO_VIRTUAL_ROWS * 5 }, (_, i) => ({
      id: `p${i}`,
      account: `page${i}`,
      realName: `成员${i}`,
      mobile: '',
    }));
    const sized = [{ ...columns[0]!, width: 160 }, columns[1]!];
    const { container, unmount } = render(<DataTable rowKey="id" data={page} columns={sized} showIndex />);
    const rendered = bodyRows().filter((row) => !row.hasAttribute('data-spacer'));
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(String(page.length + 1));
    expect(rendered[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(rendered[1]?.getAttribute('aria-rowindex')).toBe('3');
    expect([...container.querySelectorAll('col')].map((col) => col.style.width)).toEqual([
      '60px',
      '160px',
      // 成员499 at most: under the least width a text column is given.
      '80px',
    ]);
    unmount();
    render(<DataTable rowKey="id" data={page} columns={columns} virtual={false} />);
    expect(bodyRows()).toHaveLength(page.length);
  });

  it('calls onRowClick with the row', () => {
    const onRowClick = vi.fn();
    render(<DataTable rowKey="id" data={users} columns={columns} onRowClick={onRowClick} />);
    fireEvent.click(screen.getByText('王五'));
    expect(onRowClick).toHaveBeenCalledWith(users[2]);
  });
});

interface Dept {
  id: string;
  fullName: string;
  children?: Dept[];
}

const departments: Dept[] = [
  {
    id: 'd1',
    fullName: '总公司',
    children: [
      { id: 'd11', fullName: '财务部' },
      { id: 'd12', fullName: '人事部', children: [{ id: 'd121', fullName: '招聘组' }] },
    ],
  },
];
const deptColumns: DataTableColumn<Dept>[] = [{ id: 'fullName', header: '名称' }];

describe('<DataTable/> tree rows', () => {
  afterEach(cleanup);

  it('shows children under their parent once expanded', () => {
    render(<DataTable rowKey="id" data={departments} columns={deptColumns} getSubRows={(d) => d.children} />);
    expect(firstColumn()).toEqual(['▸总公司']);
    const toggle = screen.getByRole('button', { name: '展开' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(firstColumn()).toEqual(['▾总公司', '财务部', '▸人事部']);
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a lazy row before its children are loaded and tells which rows are open', () => {
    const opened: string[][] = [];
    const roots: Dept[] = [
      { id: 'p1', fullName: '广东省' },
      { id: 'p2', fullName: '澳门' },
    ];
    const { rerender } = render(
      <DataTable
        rowKey="id"
        data={roots}
        columns={deptColumns}
        getSubRows={() => undefined}
        getRowCanExpand={(row) => row.id === 'p1'}
        onExpandedChange={(ids) => opened.push(ids)}
      />,
    );
    expect(screen.getAllByRole('button', { name: '展开' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(opened).toEqual([['p1']]);
    rerender(
      <DataTable
        rowKey="id"
        data={roots}
        columns={deptColumns}
        getSubRows={(row) => (row.id === 'p1' ? [{ id: 'c1', fullName: '广州市' }] : undefined)}
        getRowCanExpand={(row) => row.id === 'p1'}
        onExpandedChange={(ids) => opened.push(ids)}
      />,
    );
    expect(firstColumn()).toEqual(['▾广东省', '广州市', '澳门']);
  });

  it('opens every level with defaultExpandAll', () => {
    render(
      <DataTable
        rowKey="id"
        data={departments}
        columns={deptColumns}
        getSubRows={(d) => d.children}
        defaultExpandAll
      />,
    );
    expect(firstColumn()).toEqual(['▾总公司', '财务部', '▾人事部', '招聘组']);
  });

  it('keeps every level open when the rows arrive after the first render (a loaded tree)', async () => {
    const tree = (data: Dept[]) => (
      <DataTable
        rowKey="id"
        data={data}
        columns={deptColumns}
        getSubRows={(d) => d.children}
        defaultExpandAll
      />
    );
    const { rerender } = render(tree([]));
    rerender(tree(departments));
    // TanStack resets expansion on new data in a queued task: wait for it to have run.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(firstColumn()).toEqual(['▾总公司', '财务部', '▾人事部', '招聘组']);
  });

  it('reports chosen child rows with their data, not only top-level ones', () => {
    const chosen: string[] = [];
    render(
      <DataTable
        rowKey="id"
        data={departments}
        columns={deptColumns}
        getSubRows={(d) => d.children}
        defaultExpandAll
        selectable
        onSelectionChange={(_keys, rows) => chosen.push(...rows.map((r) => r.fullName))}
      />,
    );
    fireEvent.click(screen.getAllByRole('checkbox', { name: '选择此行' })[1] as HTMLElement);
    expect(chosen).toEqual(['财务部']);
  });

  describe('a new page', () => {
    const pageColumns: DataTableColumn<User>[] = [
      { id: 'account', header: '账号' },
      { id: 'mobile', header: '手机', cell: (row) => <Reveal value={row.mobile} /> },
    ];
    const next: User[] = [
      { id: 'u4', account: 'dave', realName: '赵六', mobile: '13800000004' },
      { id: 'u5', account: 'erin', realName: '钱七', mobile: '13800000005' },
    ];
    const page = (data: User[]) => <DataTable rowKey="id" data={data} columns={pageColumns} selectable />;

    it('shows its records in the rows of the last page, updated in place', () => {
      const { rerender } = render(page(users));
      const before = bodyRows();
      const box = within(before[0]!).getByRole('checkbox');
      rerender(page(next));
      const after = bodyRows();
      expect(after.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['dave', 'erin']);
      expect(after[0]).toBe(before[0]);
      expect(after[1]).toBe(before[1]);
      expect(within(after[0]!).getByRole('checkbox')).toBe(box);
    });

    it('hands no state of a cell to another record: a value shown stays with its own', () => {
      const { rerender } = render(page(users));
      fireEvent.click(within(bodyRows()[0]!).getByRole('button'));
      expect(within(bodyRows()[0]!).getByRole('button').textContent).toBe('13800000002');
      rerender(page(next));
      expect(within(bodyRows()[0]!).getByRole('button').textContent).toBe('***');
      rerender(page(users));
      expect(within(bodyRows()[0]!).getByRole('button').textContent).toBe('***');
    });

    it('keeps a row still shown with its elements when the rows above it leave', () => {
      const { rerender } = render(page(users));
      const carol = bodyRows()[2]!;
      const button = within(carol).getByRole('button');
      button.focus();
      rerender(page(users.slice(2)));
      expect(bodyRows()[0]).toBe(carol);
      expect(document.activeElement).toBe(button);
    });

    it('clears the full text a cut cell showed for the record before', () => {
      const { rerender } = render(page(users));
      const cell = within(bodyRows()[0]!).getAllByRole('cell')[1]!.firstElementChild as HTMLElement;
      cell.title = 'bob';
      rerender(page(next));
      expect(cell.isConnected).toBe(true);
      expect(cell.textContent).toBe('dave');
      expect(cell.hasAttribute('title')).toBe(false);
    });
  });
});
