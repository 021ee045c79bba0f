import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Tree } from './tree.tsx';

afterEach(cleanup);

it('draws a row’s aside after its label, out of the row’s name, and a click on it leaves the row be', () => {
  const onCheck = vi.fn();
  const asked = vi.fn();
  render(
    <Tree
      aria-label="按钮权限"
      nodes={[
        { id: 'a', fullName: '新建' },
        { id: 'b', fullName: '编辑' },
      ]}
      checkState={() => 'unchecked'}
      onCheck={onCheck}
      renderAside={(node) =>
        node.id === 'a' ? (
          <button type="button" onClick={() => asked(node.id)}>
            谁拥有
          </button>
        ) : null
      }
    />,
  );
  // The row keeps the name of its label alone.
  expect(screen.getByRole('treeitem', { name: '新建' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '谁拥有' }));
  expect(asked).toHaveBeenCalledWith('a');
  expect(onCheck).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('treeitem', { name: '新建' }));
  expect(onCheck).toHaveBeenCalledTimes(1);
});
