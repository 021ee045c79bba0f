import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree } from './tree.tsx';
import type { TreeNode } from './tree-node.ts';
import { TreeSelect } from './tree-select.tsx';

// 100 departments of 100 users: 10,100 nodes, far more than a window of rows.
const big: TreeNode[] = Array.from({ length: 100 }, (_, d) => ({
  id: `d${d}`,
  fullName: `部门${d}`,
  children: Array.from({ length: 100 }, (_, u) => ({
    id: `d${d}u${u}`,
    fullName: `用户${d}-${u}`,
    type: 'user',
    isLeaf: true,
  })),
}));
const allDepartments = big.map((d) => d.id);

function Multiple({ onSelect }: { onSelect?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Tree
      aria-label="组织"
      nodes={big}
      multiple
      defaultExpanded={allDepartments}
      selected={selected}
      onSelect={(node) => {
        const next = selected.includes(node.id)
          ? selected.filter((id) => id !== node.id)
          : [...selected, node.id];
        onSelect?.(next);
        setSelected(next);
      }}
    />
  );
}

const items = () => screen.getAllByRole('treeitem');
const focused = () => document.activeElement as HTMLElement;

describe('<Tree/> with many nodes', () => {
  afterEach(cleanup);

  it('renders a window of rows, each telling its level, set size and position', () => {
    render(<Multiple />);
    const rendered = items();
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    const [first, second] = rendered;
    expect(first?.getAttribute('aria-level')).toBe('1');
    expect(first?.getAttribute('aria-setsize')).toBe('100');
    expect(first?.getAttribute('aria-posinset')).toBe('1');
    expect(first?.getAttribute('aria-expanded')).toBe('true');
    expect(second?.textContent).toContain('用户0-0');
    expect(second?.getAttribute('aria-level')).toBe('2');
    expect(second?.getAttribute('aria-setsize')).toBe('100');
    expect(second?.getAttribute('aria-posinset')).toBe('1');
    expect(second?.getAttribute('aria-expanded')).toBeNull();
  });

  it('moves focus by keyboard to rows that were not rendered', () => {
    render(<Multiple />);
    expect(screen.queryByText('用户99-99')).toBeNull();
    const first = items()[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(focused().textContent).toContain('用户99-99');
    expect(focused().getAttribute('aria-posinset')).toBe('100');
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    expect(focused().textContent).toContain('部门99');
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    expect(focused().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    expect(focused().textContent).toContain('用户98-99');
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(focused().textContent).toContain('部门0');
    expect(focused().getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(focused().textContent).toContain('用户0-0');
  });

  it('keeps the checked state of rows scrolled out of the DOM', () => {
    const onSelect = vi.fn();
    render(<Multiple onSelect={onSelect} />);
    const first = screen.getByRole('treeitem', { name: /用户0-0/ });
    fireEvent.click(first);
    expect(first.getAttribute('aria-selected')).toBe('true');
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    fireEvent.keyDown(focused(), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith(['d0u0', 'd99u99']);
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(screen.queryByRole('treeitem', { name: /用户99-99/ })).toBeNull();
    expect(screen.getByRole('treeitem', { name: /用户0-0/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('treeitem', { name: /用户0-1$/ }).getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(focused().textContent).toContain('用户99-99');
    expect(focused().getAttribute('aria-selected')).toBe('true');
  });

  it('renders a short tree whole', () => {
    const short: TreeNode[] = Array.from({ length: 60 }, (_, i) => ({ id: `s${i}`, fullName: `科室${i}` }));
    render(<Tree aria-label="科室" nodes={short} selected={[]} onSelect={() => {}} />);
    expect(items()).toHaveLength(60);
    expect(items()[59]?.getAttribute('aria-posinset')).toBe('60');
  });

  it('follows the scrolling once the virtualizer has arrived', async () => {
    render(<Multiple />);
    const tree = screen.getByRole('tree');
    // Row 5,000 (部门49's 51st user) is nowhere near the first window.
    expect(screen.queryByText('用户49-50')).toBeNull();
    await waitFor(
      () => {
        tree.scrollTop = 5000 * 30;
        fireEvent.scroll(tree);
        expect(screen.getByRole('treeitem', { name: /用户49-50$/ }).getAttribute('aria-posinset')).toBe('51');
      },
      { timeout: 5000 },
    );
    expect(items().length).toBeLessThan(60);
    expect(screen.queryByText('用户0-0')).toBeNull();
  });

  it('asks a paging loader for the next page when its "more" row is reached', async () => {
    const loader = vi.fn(async (_node: TreeNode, page: { offset: number; limit: number }) => ({
      nodes: Array.from({ length: Math.min(page.limit, 25 - page.offset) }, (_, i) => ({
        id: `p${page.offset + i}`,
        fullName: `成员${page.offset + i}`,
        isLeaf: true,
      })),
      total: 25,
    }));
    render(
      <Tree
        aria-label="组织"
        nodes={[{ id: 'root', fullName: '总公司', hasChildren: true }]}
        loadChildren={loader}
        pageSize={10}
        selected={[]}
        onSelect={() => {}}
      />,
    );
    const root = screen.getByRole('treeitem', { name: /总公司/ });
    root.focus();
    fireEvent.keyDown(root, { key: 'ArrowRight' });
    // The first page is in view and so is its "more" row, which asks for the rest a page at a time.
    await waitFor(() => expect(screen.getByRole('treeitem', { name: /成员24/ })).toBeTruthy(), {
      timeout: 5000,
    });
    expect(loader.mock.calls.map(([, page]) => page)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 10 },
      { offset: 20, limit: 10 },
    ]);
    const member = screen.getByRole('treeitem', { name: /成员3$/ });
    expect(member.getAttribute('aria-setsize')).toBe('25');
    expect(screen.queryByRole('treeitem', { name: '加载更多' })).toBeNull();
  });
});

const people: TreeNode[] = [
  {
    id: 'c1',
    fullName: '总公司',
    children: [
      { id: 'u1', fullName: '张三', type: 'user' },
      { id: 'u2', fullName: '李四', type: 'user' },
      { id: 'u3', fullName: '张小明', type: 'user' },
    ],
  },
];

function PeoplePicker({ onChange }: { onChange: (ids: string[], nodes: TreeNode[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TreeSelect
      aria-label="人员"
      multiple
      nodes={people}
      value={value}
      onChange={(ids, nodes) => {
        onChange(ids, nodes);
        setValue(ids);
      }}
    />
  );
}

describe('<TreeSelect/> search', () => {
  afterEach(cleanup);

  const names = () =>
    within(screen.getByRole('tree'))
      .getAllByRole('treeitem')
      .map((item) => item.textContent?.replace('▸', ''));

  it('finds names by pinyin and by initials', async () => {
    render(<TreeSelect aria-label="人员" nodes={people} value={null} onChange={() => {}} />);
    fireEvent.click(screen.getByRole('combobox', { name: '人员' }));
    const search = screen.getByRole('textbox', { name: '请输入关键词' });
    fireEvent.change(search, { target: { value: '张' } });
    await waitFor(() => expect(names()).toEqual(['总公司', '张三', '张小明']));
    // pinyin arrives in idle time after the nodes; the search follows it
    fireEvent.change(search, { target: { value: 'zs' } });
    await waitFor(() => expect(names()).toEqual(['总公司', '张三']));
    fireEvent.change(search, { target: { value: 'ZhangXiao' } });
    await waitFor(() => expect(names()).toEqual(['总公司', '张小明']));
    fireEvent.change(search, { target: { value: 'lisi' } });
    await waitFor(() => expect(names()).toEqual(['总公司', '李四']));
    fireEvent.change(search, { target: { value: '王' } });
    await waitFor(() => expect(screen.getByText('无匹配数据')).toBeTruthy());
  });

  it('keeps a choice hidden by the search when choosing more', async () => {
    const onChange = vi.fn();
    render(<PeoplePicker onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '人员' }));
    const search = screen.getByRole('textbox', { name: '请输入关键词' });
    fireEvent.change(search, { target: { value: '李' } });
    await waitFor(() => expect(names()).toEqual(['总公司', '李四']));
    fireEvent.click(screen.getByRole('treeitem', { name: /李四/ }));
    fireEvent.change(search, { target: { value: '小明' } });
    await waitFor(() => expect(names()).toEqual(['总公司', '张小明']));
    fireEvent.click(screen.getByRole('treeitem', { name: /张小明/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      ['u2', 'u3'],
      [expect.objectContaining({ fullName: '李四' }), expect.objectContaining({ fullName: '张小明' })],
    );
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('treeitem', { name: /总公司/ })).toBeTruthy());
    expect(screen.getByRole('combobox', { name: '人员' }).textContent).toContain('李四，张小明');
  });
});
