import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColumnPin } from './column-arrangement.ts';
import { dropGap, dropMark, dropTarget } from './column-drop.ts';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-columns.tsx';

interface User {
  id: string;
  account: string;
  realName: string;
  mobile: string;
}

const users: User[] = Array.from({ length: 3 }, (_, i) => ({
  id: `u${i}`,
  account: `user${i}`,
  realName: `姓名${i}`,
  mobile: `1380000000${i}`,
}));

const columns: DataTableColumn<User>[] = [
  { id: 'account', header: '账号', sortable: true },
  { id: 'realName', header: '姓名' },
  { id: 'mobile', header: '手机' },
  { id: 'actions', header: '操作', fixed: 'right', locked: true, cell: () => '编辑' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Headers lie 100px wide side by side, in the order they are rendered.
function layHeadersOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const th = this.closest('th');
    const row = th?.parentElement;
    const at = th && row ? [...row.children].indexOf(th) : 0;
    return {
      left: at * 100,
      right: at * 100 + 100,
      width: 100,
      height: 40,
      top: 0,
      bottom: 40,
      x: at * 100,
      y: 0,
    } as DOMRect;
  });
}

/** A table whose shape lives in state, as the kit keeps it; the callbacks are spied on. */
function Shaped({
  rows = users,
  spy,
  onSort,
}: {
  rows?: User[];
  spy: { move: (id: string, target: string) => void; pin: (id: string, side?: string) => void };
  onSort?: () => void;
}) {
  const [order, setOrder] = useState<string[]>(columns.map((c) => c.id));
  const [pins, setPins] = useState<Record<string, ColumnPin>>({});
  const [hidden, setHidden] = useState<string[]>([]);
  return (
    <DataTable
      aria-label="用户列表"
      rowKey="id"
      data={rows}
      columns={columns}
      showIndex
      onSortChange={onSort}
      columnOrder={order}
      columnPins={pins}
      columnVisibility={Object.fromEntries(hidden.map((id) => [id, false]))}
      onColumnResize={() => {}}
      onColumnMove={(id, target) => {
        spy.move(id, target);
        setOrder((now) => {
          const next = now.filter((c) => c !== id);
          const to = now.indexOf(target);
          next.splice(to, 0, id);
          return next;
        });
      }}
      onColumnPin={(id, side) => {
        spy.pin(id, side);
        setPins((now) => ({ ...now, [id]: side ?? 'none' }));
      }}
      onColumnHide={(id) => setHidden((now) => [...now, id])}
    />
  );
}

const headerIds = () =>
  [...document.querySelectorAll<HTMLElement>('thead th[data-column-id]')].map((th) => th.dataset.columnId);
const th = (id: string) => document.querySelector<HTMLElement>(`thead th[data-column-id="${id}"]`)!;
const spies = () => ({ move: vi.fn(), pin: vi.fn() });
/** Opens a header's menu from the keyboard (its code loads the first time). */
async function open(name: string) {
  // The menu closed before hands the focus back to its button a moment later: let it, as a person would.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('dropping a dragged header', () => {
  it('finds the gap under the pointer and the column it takes the place of', () => {
    const edges = [
      { left: 0, right: 100 },
      { left: 100, right: 200 },
      { left: 200, right: 300 },
    ];
    expect(dropGap(edges, 10)).toBe(0);
    expect(dropGap(edges, 160)).toBe(2);
    expect(dropGap(edges, 290)).toBe(3);
    expect(dropTarget(['a', 'b', 'c'], 'a', 3)).toBe('c');
    expect(dropTarget(['a', 'b', 'c'], 'c', 0)).toBe('a');
    expect(dropTarget(['a', 'b', 'c'], 'b', 1)).toBeUndefined();
    expect(dropTarget(['a', 'b', 'c'], 'b', 2)).toBeUndefined();
    expect(dropMark(['a', 'b'], 0)).toEqual({ id: 'a', edge: 'before' });
    expect(dropMark(['a', 'b'], 2)).toEqual({ id: 'b', edge: 'after' });
  });
});

describe('DataTable headers that shape their columns', () => {
  it('moves a column dragged by its header, marking the gap on the way, and the drag does not sort', () => {
    layHeadersOut();
    const spy = spies();
    const onSort = vi.fn();
    render(<Shaped spy={spy} onSort={onSort} />);
    expect(headerIds()).toEqual(['__index', 'account', 'realName', 'mobile', 'actions']);
    // 账号 (100–200) dragged to the right of 手机 (300–400).
    const account = th('account');
    const sort = account.querySelector<HTMLElement>('.pmc-table__sort')!;
    fireEvent.pointerDown(sort, { button: 0, clientX: 150, pointerId: 1 });
    fireEvent.pointerMove(account, { clientX: 152, pointerId: 1 });
    expect(account.dataset.dragging).toBeUndefined();
    fireEvent.pointerMove(account, { clientX: 380, pointerId: 1 });
    expect(account.dataset.dragging).toBe('true');
    expect(th('mobile').dataset.drop).toBe('after');
    fireEvent.pointerUp(account, { clientX: 380, pointerId: 1 });
    fireEvent.click(sort);
    expect(spy.move).toHaveBeenCalledWith('account', 'mobile');
    expect(headerIds()).toEqual(['__index', 'realName', 'mobile', 'account', 'actions']);
    expect(onSort).not.toHaveBeenCalled();
    expect(document.querySelector('th[data-drop]')).toBeNull();
    // A click without a drag still sorts.
    fireEvent.click(sort);
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('cancels a drag with Escape, leaving the order as it was', () => {
    layHeadersOut();
    const spy = spies();
    render(<Shaped spy={spy} />);
    const mobile = th('mobile');
    fireEvent.pointerDown(mobile, { button: 0, clientX: 350, pointerId: 1 });
    fireEvent.pointerMove(mobile, { clientX: 120, pointerId: 1 });
    expect(th('account').dataset.drop).toBe('before');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.querySelector('th[data-drop]')).toBeNull();
    fireEvent.pointerMove(mobile, { clientX: 110, pointerId: 1 });
    fireEvent.pointerUp(mobile, { clientX: 110, pointerId: 1 });
    expect(spy.move).not.toHaveBeenCalled();
    expect(headerIds()).toEqual(['__index', 'account', 'realName', 'mobile', 'actions']);
  });

  it('leaves 序号 and a locked column (操作) without a grip or a menu', () => {
    const spy = spies();
    render(<Shaped spy={spy} />);
    expect(th('__index').className).not.toContain('is-movable');
    expect(th('actions').className).not.toContain('is-movable');
    expect(within(th('actions')).queryByRole('button')).toBeNull();
    expect(th('account').className).toContain('is-movable');
  });

  it('pins and unpins from the header menu, named after its column', async () => {
    const spy = spies();
    render(<Shaped spy={spy} />);
    const menu = await open('手机 列操作');
    expect(within(menu).queryByRole('menuitem', { name: '取消固定' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: '右移' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: '固定在左侧' }));
    expect(spy.pin).toHaveBeenCalledWith('mobile', 'left');
    // Pinned left: after 序号, before the unpinned columns, and sticking.
    expect(headerIds()).toEqual(['__index', 'mobile', 'account', 'realName', 'actions']);
    expect(th('mobile').className).toContain('is-fixed-left');
    // Alone on its side it has nowhere to move; unpinning is offered.
    await open('手机 列操作');
    expect(screen.getByRole('menuitem', { name: '左移' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: '取消固定' }));
    expect(spy.pin).toHaveBeenLastCalledWith('mobile', undefined);
  });

  it('moves and hides from the header menu', async () => {
    const spy = spies();
    render(<Shaped spy={spy} />);
    await open('姓名 列操作');
    fireEvent.click(screen.getByRole('menuitem', { name: '左移' }));
    expect(spy.move).toHaveBeenCalledWith('realName', 'account');
    await open('账号 列操作');
    fireEvent.click(screen.getByRole('menuitem', { name: '隐藏此列' }));
    expect(headerIds()).not.toContain('account');
  });

  it('keeps only the rows in view at 500 rows, with moved and pinned columns in every row', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: `u${i}`,
      account: `user${i}`,
      realName: `姓名${i}`,
      mobile: `138${String(i).padStart(8, '0')}`,
    }));
    const spy = spies();
    render(<Shaped rows={many} spy={spy} />);
    await open('手机 列操作');
    fireEvent.click(screen.getByRole('menuitem', { name: '固定在左侧' }));
    await open('账号 列操作');
    fireEvent.click(screen.getByRole('menuitem', { name: '右移' }));
    expect(headerIds()).toEqual(['__index', 'mobile', 'realName', 'account', 'actions']);
    const rows = [...document.querySelectorAll('tbody tr:not([data-spacer])')];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    for (const row of rows) {
      const cells = [...row.querySelectorAll<HTMLElement>('td')];
      expect(cells.map((cell) => cell.dataset.columnId)).toEqual(headerIds());
      expect(cells[1]!.className).toContain('is-fixed-left');
      expect(cells.at(-1)!.className).toContain('is-fixed-right');
    }
    const cols = [...document.querySelectorAll('colgroup col')];
    expect(cols).toHaveLength(5);
  });
});
