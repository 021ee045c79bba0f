import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { TopMenu } from './top-menu.tsx';

describe('TopMenu', () => {
  it('shows every entry when they fit, one per 116 px', () => {
    render(<TopMenu menu={menuFixture} currentPath="/home" onNavigate={() => {}} width={116 * 5} />);
    expect(screen.getByRole('menubar').querySelectorAll('[data-top-item]')).toHaveLength(5);
    expect(screen.queryByRole('menuitem', { name: '更多 ...' })).toBeNull();
  });

  it("moves the overflow into 'more ...' and opens it from the keyboard", async () => {
    const openWindow = vi.fn();
    render(
      <TopMenu
        menu={menuFixture}
        currentPath="/home"
        onNavigate={() => {}}
        openWindow={openWindow}
        width={116 * 3 + 10}
      />,
    );
    expect(screen.getByRole('menuitem', { name: /系统管理/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /报表中心/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /数据大屏/ })).toBeNull();
    const more = screen.getByRole('menuitem', { name: '更多 ...' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('menu', { name: '更多 ...' });
    expect(panel.textContent).toContain('数据大屏');
    expect(panel.textContent).toContain('内嵌页');
    await userEvent.click(screen.getByRole('menuitem', { name: /数据大屏/ }));
    expect(openWindow).toHaveBeenCalledWith('https://screen.example/1');
  });

  it('opens a directory as a dropdown and navigates to the chosen page', async () => {
    const onNavigate = vi.fn();
    render(<TopMenu menu={menuFixture} currentPath="/system/user" onNavigate={onNavigate} width={1000} />);
    const system = screen.getByRole('menuitem', { name: /系统管理/ });
    expect(system.className).toContain('is-active');
    expect(system.getAttribute('aria-current')).toBe('true');
    await userEvent.click(system);
    const panel = await screen.findByRole('menu', { name: '系统管理' });
    expect(panel.textContent).toContain('用户管理');
    await userEvent.click(screen.getByRole('menuitem', { name: /组织管理/ }));
    expect(onNavigate).toHaveBeenCalledWith('/system/organize');
  });

  it('in blend mode hands a directory to onSelectChildren instead of opening it', async () => {
    const onSelectChildren = vi.fn();
    render(
      <TopMenu
        variant="blend"
        menu={menuFixture}
        currentPath="/home"
        selectedId="rep"
        onNavigate={() => {}}
        onSelectChildren={onSelectChildren}
        width={1000}
      />,
    );
    const reports = screen.getByRole('menuitem', { name: /报表中心/ });
    expect(reports.className).toContain('is-active');
    expect(reports.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /系统管理/ }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: /系统管理/ }));
    expect(onSelectChildren).toHaveBeenCalledWith(menuFixture[0]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves between entries with the arrow keys', async () => {
    render(<TopMenu menu={menuFixture} currentPath="/home" onNavigate={() => {}} width={1000} />);
    const items = screen.getByRole('menubar').querySelectorAll<HTMLElement>('[data-top-item]');
    expect([...items].filter((i) => i.tabIndex === 0)).toHaveLength(1);
    items[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(items[items.length - 1]);
  });

  it("keeps a tab stop on the bar when the focused entry moves under 'more ...'", async () => {
    const { rerender } = render(
      <TopMenu menu={menuFixture} currentPath="/home" onNavigate={() => {}} width={1000} />,
    );
    const items = screen.getByRole('menubar').querySelectorAll<HTMLElement>('[data-top-item]');
    items[4]!.focus();
    rerender(<TopMenu menu={menuFixture} currentPath="/home" onNavigate={() => {}} width={116 * 2} />);
    const stops = [...screen.getByRole('menubar').querySelectorAll<HTMLElement>('[data-top-item]')].filter(
      (i) => i.tabIndex === 0,
    );
    expect(stops).toHaveLength(1);
    expect(stops[0]?.textContent).toContain('系统管理');
  });
});
