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

/** A checkable tree over one page with two buttons (and a disabled third), its states computed here. */
const pages: TreeNode[] = [
  {
    id: 'p',
    fullName: '页面',
    children: [
      { id: 'a', fullName: '新建' },
      { id: 'b', fullName: '编辑' },
      { id: 'x', fullName: '导出', disabled: true },
    ],
  },
];
const leaves = ['a', 'b'];
function Checkable() {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set(['a']));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const stateOf = (node: TreeNode) => {
    const ids = node.id === 'p' ? leaves : [node.id];
    const n = ids.filter((id) => checked.has(id)).length;
    return n === 0 ? 'unchecked' : n === ids.length ? 'checked' : 'indeterminate';
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(new Set(['p']))}>
        展开全部
      </button>
      <Tree
        aria-label="按钮权限"
        nodes={pages}
        expanded={open}
        onExpandedChange={(node, want) => {
          const next = new Set(open);
          if (want) next.add(node.id);
          else next.delete(node.id);
          setOpen(next);
        }}
        checkState={stateOf}
        onCheck={(node, want) => {
          const next = new Set(checked);
          for (const id of node.id === 'p' ? leaves : [node.id]) {
            if (want) next.add(id);
            else next.delete(id);
          }
          setChecked(next);
        }}
      />
    </>
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

  it('is checkable: tri-state rows from the caller, controlled open state, Space and click check', () => {
    render(<Checkable />);
    const page = screen.getByRole('treeitem', { name: /页面/ });
    expect(page.getAttribute('aria-checked')).toBe('mixed');
    expect(page.getAttribute('aria-selected')).toBeNull();
    expect(screen.getByRole('tree').getAttribute('aria-multiselectable')).toBeNull();
    expect(screen.queryByRole('treeitem', { name: /新建/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(screen.getByRole('treeitem', { name: /新建/ }).getAttribute('aria-checked')).toBe('true');
    // A mixed parent checks everything beneath it; a disabled row cannot be checked.
    fireEvent.click(page);
    expect(page.getAttribute('aria-checked')).toBe('true');
    const edit = screen.getByRole('treeitem', { name: /编辑/ });
    expect(edit.getAttribute('aria-checked')).toBe('true');
    const exportRow = screen.getByRole('treeitem', { name: /导出/ });
    expect(exportRow.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(exportRow);
    expect(exportRow.getAttribute('aria-checked')).toBe('false');
    // Space on the focused row unchecks it; the caret closes the page through onExpandedChange.
    fireEvent.focus(edit);
    fireEvent.keyDown(screen.getByRole('tree'), { key: ' ' });
    expect(edit.getAttribute('aria-checked')).toBe('false');
    expect(page.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(page.querySelector('.pmc-tree__caret')!);
    expect(page.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /编辑/ })).toBeNull();
  });
});
