import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { LayoutLocaleProvider } from './i18n-bridge.tsx';
import { SideMenu } from './side-menu.tsx';

describe('SideMenu', () => {
  it('opens the parents of the current page and marks it as the current page', () => {
    render(<SideMenu menu={menuFixture} currentPath="/system/role" onNavigate={() => {}} />);
    const role = screen.getByRole('menuitem', { name: /角色管理/ });
    expect(role.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('menuitem', { name: /系统管理/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /权限管理/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('menuitem', { name: /日报/ })).toBeNull();
    expect(screen.queryByText('隐藏页')).toBeNull();
  });

  it('toggles a directory and navigates to a page', async () => {
    const onNavigate = vi.fn();
    render(<SideMenu menu={menuFixture} currentPath="/home" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('menuitem', { name: /报表中心/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /日报/ }));
    expect(onNavigate).toHaveBeenCalledWith('/report/daily');
    await userEvent.click(screen.getByRole('menuitem', { name: /报表中心/ }));
    expect(screen.queryByRole('menuitem', { name: /日报/ })).toBeNull();
  });

  it('opens large screens and _blank links in a new window instead of navigating', async () => {
    const onNavigate = vi.fn();
    const openWindow = vi.fn();
    render(
      <SideMenu menu={menuFixture} currentPath="/home" onNavigate={onNavigate} openWindow={openWindow} />,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: /数据大屏/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /帮助文档/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /内嵌页/ }));
    expect(openWindow.mock.calls).toEqual([['https://screen.example/1'], ['https://docs.example']]);
    expect(onNavigate).toHaveBeenCalledWith('/link/inner');
  });

  it('is driven by the keyboard with a single tab stop', async () => {
    const onNavigate = vi.fn();
    render(<SideMenu menu={menuFixture} currentPath="/home" onNavigate={onNavigate} />);
    const items = screen.getAllByRole('menuitem');
    expect(items.filter((i) => i.tabIndex === 0)).toHaveLength(1);
    const system = screen.getByRole('menuitem', { name: /系统管理/ });
    system.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(system.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.querySelector('.pmc-side-menu__title')?.textContent).toBe('用户管理');
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/system/user');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(system);
    expect(system.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('内嵌页');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(system);
  });

  it('shows names in the chosen locale', () => {
    render(
      <LayoutLocaleProvider locale="en">
        <SideMenu menu={menuFixture} currentPath="/system/user" onNavigate={() => {}} />
      </LayoutLocaleProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Users/ })).toBeTruthy();
  });

  it('is icon-only when collapsed, labelling top items and opening one fly-out at a time', () => {
    render(<SideMenu collapsed menu={menuFixture} currentPath="/system/user" onNavigate={() => {}} />);
    expect(screen.getByRole('navigation').className).toContain('pmc-side-menu--collapsed');
    const system = screen.getByRole('menuitem', { name: '系统管理' });
    expect(system.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(system);
    expect(system.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('menuitem', { name: '报表中心' }));
    expect(system.getAttribute('aria-expanded')).toBe('false');
    const reports = screen.getByRole('menuitem', { name: '报表中心' });
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(reports.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a tab stop when the focused item disappears into a closed submenu', async () => {
    render(<SideMenu menu={menuFixture} currentPath="/home" onNavigate={() => {}} />);
    const system = screen.getByRole('menuitem', { name: /系统管理/ });
    system.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('用户管理');
    fireEvent.click(system);
    const stops = screen.getAllByRole('menuitem').filter((i) => i.tabIndex === 0);
    expect(stops).toEqual([system]);
  });
});
