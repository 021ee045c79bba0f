import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeNode } from './tree-node.ts';
import { UserPicker, type UserPickerQuery } from './user-picker.tsx';

const nodes: Record<string, TreeNode[]> = {
  '0': [{ id: 'd1', fullName: '财务部', type: 'department', hasChildren: true }],
  d1: [
    { id: 'u1', fullName: '张三', type: 'user', isLeaf: true },
    { id: 'u2', fullName: '李四', type: 'user', isLeaf: true },
  ],
};
const loadNodes = vi.fn(async ({ parentId, keyword }: UserPickerQuery) =>
  keyword ? (nodes.d1 ?? []).filter((n) => n.fullName.includes(keyword)) : (nodes[parentId] ?? []),
);

describe('<UserPicker/>', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('picks users from the lazy department tree', async () => {
    const onChange = vi.fn();
    render(<UserPicker multiple value={[]} onChange={onChange} loadNodes={loadNodes} />);
    const trigger = screen.getByRole('button', { name: '请选择用户' });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '选择用户' });
    const department = await within(dialog).findByRole('treeitem', { name: /财务部/ });
    expect(department.getAttribute('aria-selected')).toBeNull();
    fireEvent.click(department);
    fireEvent.click(await within(dialog).findByRole('treeitem', { name: /张三/ }));
    fireEvent.click(within(dialog).getByRole('treeitem', { name: /李四/ }));
    expect(within(dialog).getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '移除 李四' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith(['u1'], [expect.objectContaining({ id: 'u1', fullName: '张三' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('requires a selection when required, naming the title', async () => {
    const onChange = vi.fn();
    render(<UserPicker title="负责人" required value={null} onChange={onChange} loadNodes={loadNodes} />);
    fireEvent.click(screen.getByRole('button', { name: '请选择负责人' }));
    const dialog = await screen.findByRole('dialog', { name: '选择负责人' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择负责人');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('searches users by keyword after a pause in typing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<UserPicker value="u9" valueLabels={{ u9: '王五' }} onChange={() => {}} loadNodes={loadNodes} />);
    expect(screen.getByRole('button', { name: '王五' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '王五' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '请输入关键词' }), {
      target: { value: '李' },
    });
    expect(loadNodes).not.toHaveBeenCalledWith(expect.objectContaining({ keyword: '李' }));
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    vi.useRealTimers();
    const results = await within(dialog).findByRole('tree', { name: '搜索结果' });
    expect(
      within(results)
        .getAllByRole('treeitem')
        .map((i) => i.textContent),
    ).toEqual(['▸李四']);
  });

  it('pages a long list: the set size tells the total, and the end of the list loads the next page', async () => {
    const staff = Array.from({ length: 250 }, (_, i) => ({
      id: `s${i}`,
      fullName: `职员${i}`,
      type: 'user',
    }));
    const paged = vi.fn(async ({ keyword, offset, limit }: UserPickerQuery) => {
      const list = keyword ? staff.filter((n) => n.fullName.includes(keyword)) : staff;
      return { nodes: list.slice(offset, offset + limit), total: list.length };
    });
    render(<UserPicker multiple value={[]} onChange={() => {}} loadNodes={paged} pageSize={100} />);
    fireEvent.click(screen.getByRole('button', { name: '请选择用户' }));
    const dialog = await screen.findByRole('dialog');
    const first = await within(dialog).findByRole('treeitem', { name: /职员0$/ });
    expect(first.getAttribute('aria-setsize')).toBe('250');
    expect(paged).toHaveBeenCalledTimes(1);
    expect(paged).toHaveBeenCalledWith({ parentId: '0', keyword: '', offset: 0, limit: 100 });
    // End goes to the last row, the "more" one (a browser scrolls it into view, which loads the next
    // page; happy-dom does not scroll, so Enter asks for it, as a keyboard user may).
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    const more = within(dialog).getByRole('treeitem', { name: '加载更多' });
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-posinset')).toBe('101');
    fireEvent.keyDown(more, { key: 'Enter' });
    await waitFor(() => expect(more.getAttribute('aria-posinset')).toBe('201'));
    expect(paged).toHaveBeenLastCalledWith({ parentId: '0', keyword: '', offset: 100, limit: 100 });
    expect(document.activeElement).toBe(more);
    fireEvent.keyDown(more, { key: 'ArrowUp' });
    expect((document.activeElement as HTMLElement).textContent).toContain('职员199');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    await waitFor(() => expect(within(dialog).queryByRole('treeitem', { name: '加载更多' })).toBeNull());
    expect(paged).toHaveBeenCalledTimes(3);
    expect(paged).toHaveBeenLastCalledWith({ parentId: '0', keyword: '', offset: 200, limit: 100 });
    // the chosen are kept while the list pages
    fireEvent.click(within(dialog).getByRole('treeitem', { name: /职员3$/ }));
    expect(within(dialog).getByText('已选 1 项')).toBeTruthy();
  });
});
