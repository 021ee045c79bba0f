import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressCascader } from './address-cascader.tsx';
import type { TreeNode } from './tree-node.ts';

const areas: Record<string, TreeNode[]> = {
  '-1': [
    { id: '31', fullName: '上海市' },
    { id: '32', fullName: '江苏省' },
  ],
  '32': [{ id: '3201', fullName: '南京市' }],
  '3201': [{ id: '320102', fullName: '玄武区' }],
};

function Harness({
  loader,
  onChange,
}: {
  loader: (id: string) => Promise<TreeNode[]>;
  onChange: (ids: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <AddressCascader
      aria-label="所在地区"
      depth={3}
      loadChildren={loader}
      value={value}
      onChange={(ids) => {
        onChange(ids);
        setValue(ids);
      }}
    />
  );
}

describe('<AddressCascader/>', () => {
  afterEach(cleanup);

  it('loads level by level from root -1 and chooses a leaf path', async () => {
    const loader = vi.fn(async (id: string) => areas[id] ?? []);
    const onChange = vi.fn();
    render(<Harness loader={loader} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '所在地区' }));
    fireEvent.click(await screen.findByRole('option', { name: /江苏省/ }));
    expect(loader).toHaveBeenNthCalledWith(1, '-1');
    fireEvent.click(await screen.findByRole('option', { name: /南京市/ }));
    const district = await screen.findByRole('option', { name: /玄武区/ });
    expect(screen.getAllByRole('listbox').map((l) => l.getAttribute('aria-label'))).toEqual([
      '第 1 级',
      '第 2 级',
      '第 3 级',
    ]);
    fireEvent.click(district);
    expect(onChange).toHaveBeenCalledWith(['32', '3201', '320102']);
    expect(loader.mock.calls.map((c) => c[0])).toEqual(['-1', '32', '3201']);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('combobox', { name: '所在地区' }).textContent).toContain(
      '江苏省 / 南京市 / 玄武区',
    );
  });

  it('chooses a node whose children turn out empty, and reuses loaded levels', async () => {
    const loader = vi.fn(async (id: string) => areas[id] ?? []);
    const onChange = vi.fn();
    render(<Harness loader={loader} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '所在地区' }));
    fireEvent.click(await screen.findByRole('option', { name: /上海市/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['31']));
    fireEvent.click(screen.getByRole('combobox', { name: '所在地区' }));
    expect(await screen.findByRole('option', { name: /上海市/ })).toBeTruthy();
    expect(loader.mock.calls.filter((c) => c[0] === '-1')).toHaveLength(1);
  });

  it('moves through levels with the keyboard', async () => {
    const onChange = vi.fn();
    render(<Harness loader={async (id) => areas[id] ?? []} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: '所在地区' }));
    const first = await screen.findByRole('option', { name: /上海市/ });
    first.focus();
    const level1 = screen.getByRole('listbox', { name: '第 1 级' });
    fireEvent.keyDown(level1, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('江苏省');
    fireEvent.keyDown(level1, { key: 'ArrowRight' });
    const city = await screen.findByRole('option', { name: /南京市/ });
    await waitFor(() => expect(document.activeElement).toBe(city));
    fireEvent.keyDown(screen.getByRole('listbox', { name: '第 2 级' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('江苏省'));
  });
});
