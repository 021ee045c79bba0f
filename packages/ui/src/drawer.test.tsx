import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Drawer } from './drawer.tsx';

describe('<Drawer/>', () => {
  afterEach(cleanup);

  it('opens from its trigger as a labelled dialog on the right and closes with its button', () => {
    render(
      <Drawer trigger={<Button>设置</Button>} title="系统设置">
        布局
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '设置' }));
    const drawer = screen.getByRole('dialog', { name: '系统设置' });
    expect(drawer.getAttribute('data-side')).toBe('right');
    expect(drawer.className).toContain('pmc-drawer--right');
    expect(drawer.textContent).toContain('布局');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
