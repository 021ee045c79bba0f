import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatTile } from './stat-tile.tsx';

const locked = { id: 't.locked', message: '已锁定账号' };

describe('StatTile', () => {
  afterEach(cleanup);

  it('is a link to the filtered list named by its label and figure', () => {
    render(<StatTile label={locked} value={3} to="/system/user?locked=1" />);
    const link = screen.getByRole('link', { name: '已锁定账号 3' });
    expect(link.getAttribute('href')).toBe('/system/user?locked=1');
  });

  it('shows a skeleton and says it is loading while the figure is unknown', () => {
    render(<StatTile label={locked} value={undefined} to="/x" />);
    const link = screen.getByRole('link', { name: '已锁定账号 加载中' });
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.querySelector('.pmc-skeleton')).not.toBeNull();
  });

  it('navigates in the app on a plain click and leaves a modified click to the browser', () => {
    const onNavigate = vi.fn();
    render(<StatTile label={locked} value={0} to="/system/user?locked=1" onNavigate={onNavigate} />);
    const link = screen.getByRole('link');
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/system/user?locked=1');
  });

  it('draws attention to a warning figure only when it is above 0', () => {
    const { rerender } = render(<StatTile label={locked} value={0} to="/x" tone="warning" />);
    expect(screen.getByRole('link').className).not.toContain('pmc-stat-tile--warning');
    rerender(<StatTile label={locked} value={2} to="/x" tone="warning" />);
    expect(screen.getByRole('link').className).toContain('pmc-stat-tile--warning');
  });
});
