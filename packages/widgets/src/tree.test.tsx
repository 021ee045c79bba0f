import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree } from './tree.tsx';
import type { TreeNode } from './tree-node.ts';

const roots: TreeNode[] = [
  { id: 'c1', fullName: '总公司', hasChildren: true },
  { id: 'c2', fullName: '分公司', isLeaf: true },
];
const children: Record<string, TreeNode[]> = {
  c1: [
    { id: 'd1', fullName: '财务部', isLeaf: true },
    { id: 'd2', fullName: '人事部', isLeaf: true },
  ],
};

function Harness({ loader }: { loader: (node: TreeNode) => Promise<TreeNode[]> }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <Tree
      aria-label="组织"
      nodes={roots}
      loadChildren={loader}
      selected={selected}
      onSelect={(node) => setSelected([node.id])}
    />
  );
}

describe('<Tree/>', () => {
  afterEach(cleanup);

  it('loads children lazily the first time a node opens', async () => {
    const loader = vi.fn(async (node: TreeNode) => children[node.id] ?? []);
    render(<Harness loader={loader} />);
    const company = screen.getByRole('treeitem', { name: /总公司/ });
    expect(company.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(company.querySelector('.pmc-tree__caret')!);
    expect(await screen.findByRole('treeitem', { name: /财务部/ })).toBeTruthy();
    expect(company.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('treeitem', { name: /财务部/ }).getAttribute('aria-level')).toBe('2');
    fireEvent.click(company.querySelector('.pmc-tree__caret')!);
    fireEvent.click(company.querySelector('.pmc-tree__caret')!);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: arrows move and open, Enter selects', async () => {
    render(<Harness loader={async (node) => children[node.id] ?? []} />);
    const tree = screen.getByRole('tree', { name: '组织' });
    const company = screen.getByRole('treeitem', { name: /总公司/ });
    expect(company.tabIndex).toBe(0);
    company.focus();
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    await screen.findByRole('treeitem', { name: /财务部/ });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    const finance = screen.getByRole('treeitem', { name: /财务部/ });
    await waitFor(() => expect(document.activeElement).toBe(finance));
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(finance.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(company));
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(company.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(tree, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.textContent).toContain('分公司'));
  });
});
