import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TreeNode } from './tree-node.ts';
import { TreeSelect } from './tree-select.tsx';

const departments: TreeNode[] = [
  {
    id: 'c1',
    fullName: '总公司',
    children: [
      { id: 'd1', fullName: '财务部' },
      { id: 'd2', fullName: '人事部' },
    ],
  },
];

function Single({ onChange }: { onChange?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <TreeSelect
      aria-label="部门"
      nodes={departments}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('<TreeSelect/>', () => {
  afterEach(cleanup);

  it('opens a tree, searches it and shows the chosen name', () => {
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: '部门' });
    expect(trigger.textContent).toContain('请选择');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: '请输入关键词' }), { target: { value: '人事' } });
    const tree = screen.getByRole('tree');
    expect(within(tree).queryByText('财务部')).toBeNull();
    fireEvent.click(within(tree).getByText('人事部'));
    expect(onChange).toHaveBeenCalledWith(['d2']);
    expect(screen.getByRole('combobox', { name: '部门' }).textContent).toContain('人事部');
    expect(screen.queryByRole('tree')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('loads roots and children lazily from loadNodes', async () => {
    const loadNodes = vi.fn(async (parentId: string) =>
      parentId === '0'
        ? [{ id: 'c1', fullName: '总公司', hasChildren: true }]
        : [{ id: 'd9', fullName: '后勤部' }],
    );
    const onChange = vi.fn();
    render(
      <TreeSelect aria-label="部门" loadNodes={loadNodes} value={undefined} multiple onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('combobox', { name: '部门' }));
    const company = await screen.findByRole('treeitem', { name: /总公司/ });
    expect(loadNodes).toHaveBeenCalledWith('0');
    fireEvent.keyDown(screen.getByRole('tree'), { key: 'ArrowRight' });
    expect(company).toBeTruthy();
    fireEvent.click(await screen.findByText('后勤部'));
    expect(loadNodes).toHaveBeenCalledWith('c1');
    expect(onChange).toHaveBeenCalledWith(
      ['d9'],
      [expect.objectContaining({ id: 'd9', fullName: '后勤部' })],
    );
    expect(screen.getByRole('tree').getAttribute('aria-multiselectable')).toBe('true');
  });
});
