import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTabsStore } from '../tabs-store.ts';
import { LayoutLocaleProvider } from './i18n-bridge.tsx';
import { TabBar } from './tab-bar.tsx';

function setup(currentPath = '/b') {
  const tabs = createTabsStore();
  tabs.open({ path: '/a', title: '甲', titles: { en: 'A' } });
  tabs.open({ path: '/b', title: '乙', titles: { en: 'B' } });
  tabs.open({ path: '/c', title: '丙', titles: { en: 'C' } });
  const onNavigate = vi.fn();
  const view = render(<TabBar tabs={tabs} currentPath={currentPath} onNavigate={onNavigate} />);
  return { tabs, onNavigate, view };
}

const openContextMenu = async (name: string) => {
  fireEvent.contextMenu(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
};

describe('TabBar', () => {
  it('shows a tab per visited page, the current one marked, pinned ones without a close button', () => {
    setup();
    expect(screen.getByRole('button', { name: '乙' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭 甲' })).toBeTruthy();
  });

  it('navigates on click and closes the current tab to its neighbour', async () => {
    const { tabs, onNavigate } = setup();
    await userEvent.click(screen.getByRole('button', { name: '甲' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/a');
    await userEvent.click(screen.getByRole('button', { name: '关闭 乙' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/c');
    expect(tabs.state.visited.map((x) => x.path)).toEqual(['/home', '/a', '/c']);
  });

  it('offers refresh, close, close others and close all in the context menu', async () => {
    const { tabs, onNavigate } = setup();
    await openContextMenu('首页');
    expect(screen.getByRole('menuitem', { name: '关闭' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: '刷新' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/home');
    expect(tabs.state.refreshKeys['/home']).toBe(1);

    await openContextMenu('甲');
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    expect(tabs.state.visited.map((x) => x.path)).toEqual(['/home', '/a']);
    expect(onNavigate).toHaveBeenLastCalledWith('/a');

    await openContextMenu('甲');
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    expect(tabs.state.visited.map((x) => x.path)).toEqual(['/home']);
    expect(onNavigate).toHaveBeenLastCalledWith('/home');
  });

  it('closes with Delete and moves with the arrows', async () => {
    const { tabs } = setup('/home');
    screen.getByRole('button', { name: '首页' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '甲' }));
    await userEvent.keyboard('{Delete}');
    expect(tabs.state.visited.map((x) => x.path)).toEqual(['/home', '/b', '/c']);
  });

  it('shows translated titles and follows the store', () => {
    const tabs = createTabsStore();
    render(
      <LayoutLocaleProvider locale="en">
        <TabBar tabs={tabs} currentPath="/home" onNavigate={() => {}} />
      </LayoutLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    act(() => tabs.open({ path: '/x', title: '新', titles: { en: 'New' } }));
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Open pages' })).toBeTruthy();
    // A saved view applied to the page names it in the tab, until it is let go.
    act(() => tabs.describe('/x', 'Mine'));
    expect(screen.getByRole('button', { name: 'New · Mine' })).toBeTruthy();
    act(() => tabs.describe('/x', undefined));
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
  });

  it('scrolls smoothly, or at once for a user who asks for less motion', async () => {
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    const reduce = vi.fn(() => ({ matches: false }));
    vi.stubGlobal('matchMedia', reduce);
    try {
      setup();
      await userEvent.click(screen.getByRole('button', { name: '向右滚动' }));
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
      reduce.mockReturnValue({ matches: true });
      await userEvent.click(screen.getByRole('button', { name: '向左滚动' }));
      expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
      expect(reduce).toHaveBeenLastCalledWith('(prefers-reduced-motion: reduce)');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    }
  });
});
