import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { LayoutLocaleProvider } from './i18n-bridge.tsx';

describe('Breadcrumb', () => {
  it('shows home, the menu ancestors and the current page', async () => {
    const onNavigate = vi.fn();
    render(<Breadcrumb menu={menuFixture} currentPath="/system/role" onNavigate={onNavigate} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['首页', '系统管理', '权限管理', '角色管理']);
    expect(screen.getByText('角色管理').getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(onNavigate).toHaveBeenCalledWith('/home');
  });

  it('uses the given title for pages outside the menu, in the locale', () => {
    render(
      <LayoutLocaleProvider locale="en">
        <Breadcrumb menu={menuFixture} currentPath="/profile" onNavigate={() => {}} currentTitle="Profile" />
      </LayoutLocaleProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home', 'Profile']);
  });

  it('is just home on /home', () => {
    render(<Breadcrumb menu={menuFixture} currentPath="/home" onNavigate={() => {}} />);
    expect(screen.getByText('首页').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
