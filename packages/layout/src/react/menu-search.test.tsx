import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { MenuSearch } from './menu-search.tsx';

describe('MenuSearch', () => {
  it('lists matches in a listbox and opens the one chosen with the keyboard', async () => {
    const onNavigate = vi.fn();
    render(<MenuSearch menu={menuFixture} onNavigate={onNavigate} toPinyin={null} />);
    const box = screen.getByRole('combobox', { name: '搜索菜单' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(box, '管理');
    // The search engine (fuse.js) loads on the first focus.
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    const chosen = options[1]?.querySelector('.pmc-menu-search__title')?.textContent;
    await userEvent.keyboard('{Enter}');
    const expected = menuFixture[0]!
      .children!.concat(menuFixture[0]!.children![2]!.children!)
      .find((e) => e.fullName === chosen);
    expect(onNavigate).toHaveBeenCalledWith(`/${expected?.route}`);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('matches pinyin initials once pinyin has loaded', async () => {
    const onNavigate = vi.fn();
    render(<MenuSearch menu={menuFixture} onNavigate={onNavigate} />);
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.type(box, 'rb');
    await waitFor(() => expect(screen.getByRole('option', { name: /日报/ })).toBeTruthy());
    await userEvent.click(screen.getByRole('option', { name: /日报/ }));
    expect(onNavigate).toHaveBeenCalledWith('/report/daily');
  });

  it('says when nothing matches and clears on Escape', async () => {
    render(<MenuSearch menu={menuFixture} onNavigate={() => {}} toPinyin={null} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'qqqqzz');
    expect(await screen.findByText('无匹配菜单')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a large screen in a new window', async () => {
    const openWindow = vi.fn();
    render(<MenuSearch menu={menuFixture} onNavigate={() => {}} openWindow={openWindow} toPinyin={null} />);
    await userEvent.type(screen.getByRole('combobox'), '数据大屏');
    await screen.findByRole('option', { name: /数据大屏/ });
    await userEvent.keyboard('{Enter}');
    expect(openWindow).toHaveBeenCalledWith('https://screen.example/1');
  });
});
