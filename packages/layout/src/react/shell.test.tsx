import { FeedbackHost } from '@pmc/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { createMemoryStorage } from '../memory-storage.ts';
import { createSettingsStore, type SettingsStore } from '../settings-store.ts';
import { createTabsStore, type TabsStore } from '../tabs-store.ts';
import { Shell, type ShellProps } from './shell.tsx';

function Page({ path }: { path: string }) {
  const [text, setText] = useState('');
  return (
    <label>
      {`page ${path}`}
      <input aria-label={`field ${path}`} value={text} onChange={(e) => setText(e.target.value)} />
    </label>
  );
}

function App({
  settings,
  tabs,
  start = '/home',
  ...rest
}: Partial<ShellProps> & { settings: SettingsStore; tabs: TabsStore; start?: string }) {
  const [path, setPath] = useState(start);
  return (
    <>
      <Shell
        menu={menuFixture}
        currentPath={path}
        onNavigate={setPath}
        title="党员关怀系统"
        user={{ name: 'admin' }}
        settings={settings}
        tabs={tabs}
        onLogout={() => {}}
        {...rest}
      >
        <Page path={path} />
      </Shell>
      <FeedbackHost />
    </>
  );
}

// The app's side of explain mode: it holds the switch and hands it to the Shell.
function Explained() {
  const [on, setOn] = useState(false);
  return (
    <App
      settings={createSettingsStore({ storage: createMemoryStorage() })}
      tabs={createTabsStore()}
      explainPermissions={{ on, onChange: setOn }}
    />
  );
}

function setup(props: Partial<ShellProps> & { start?: string; storage?: Record<string, string> } = {}) {
  const storage = createMemoryStorage(props.storage);
  const settings = createSettingsStore({ storage });
  const tabs = createTabsStore();
  render(<App settings={settings} tabs={tabs} {...props} />);
  return { settings, tabs, storage };
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('Shell', () => {
  it('classic: side menu with logo, breadcrumb, tab bar and the page', async () => {
    setup();
    const side = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(side).getByRole('menuitem', { name: /系统管理/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '面包屑' }).textContent).toBe('首页');
    expect(screen.getByText('page /home')).toBeTruthy();
    await userEvent.click(within(side).getByRole('menuitem', { name: /系统管理/ }));
    await userEvent.click(within(side).getByRole('menuitem', { name: /用户管理/ }));
    expect(screen.getByRole('navigation', { name: '面包屑' }).textContent).toBe('首页系统管理用户管理');
    const tabBar = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(tabBar).getByRole('button', { name: '用户管理' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps a page state when switching tabs with caching on', async () => {
    setup({ start: '/system/user' });
    await userEvent.type(screen.getByLabelText('field /system/user'), 'hello');
    const tabBar = screen.getByRole('navigation', { name: '已打开的页面' });
    await userEvent.click(within(tabBar).getByRole('button', { name: '首页' }));
    expect(screen.getByText('page /home')).toBeTruthy();
    await userEvent.click(within(tabBar).getByRole('button', { name: '用户管理' }));
    expect((screen.getByLabelText('field /system/user') as HTMLInputElement).value).toBe('hello');
  });

  it('functional: top menu, no side menu', () => {
    setup({ storage: { park_layoutType: 'functional' } });
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    expect(screen.getByRole('menubar', { name: '顶部菜单' })).toBeTruthy();
  });

  it('plain: icon-only side menu without a hamburger', () => {
    setup({ storage: { park_layoutType: 'plain' } });
    expect(screen.getByRole('navigation', { name: '主菜单' }).className).toContain(
      'pmc-side-menu--collapsed',
    );
    expect(screen.queryByRole('button', { name: /侧栏/ })).toBeNull();
  });

  it('blend: top menu of first-level entries and a left menu of the chosen one', async () => {
    setup({ storage: { park_layoutType: 'blend' }, start: '/system/user' });
    const left = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(left).getByRole('menuitem', { name: /用户管理/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('menuitem', { name: /报表中心/ }));
    const leftAfter = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(leftAfter).getByRole('menuitem', { name: /日报/ })).toBeTruthy();
    expect(within(leftAfter).queryByRole('menuitem', { name: /用户管理/ })).toBeNull();
  });

  it('toggles the sidebar with the hamburger and persists it as 1/0', async () => {
    const { storage } = setup();
    await userEvent.click(screen.getByRole('button', { name: '收起侧栏' }));
    expect(storage.getItem('park_sidebarStatus')).toBe('0');
    expect(screen.getByRole('navigation', { name: '主菜单' }).className).toContain('collapsed');
    await userEvent.click(screen.getByRole('button', { name: '展开侧栏' }));
    expect(storage.getItem('park_sidebarStatus')).toBe('1');
  });

  it('changes layout, theme and switches from the settings drawer, at once and persisted', async () => {
    const { storage } = setup();
    await userEvent.click(screen.getByRole('button', { name: '布局设置' }));
    const drawer = await screen.findByRole('dialog', { name: '布局设置' });
    await userEvent.click(within(drawer).getByRole('radio', { name: '极光绿' }));
    expect(document.documentElement.dataset.theme).toBe('green');
    expect(storage.getItem('park_theme')).toBe('green');
    await userEvent.click(within(drawer).getByRole('switch', { name: '显示标签页' }));
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull();
    expect(storage.getItem('park_tagsView')).toBe('false');
    await userEvent.click(within(drawer).getByRole('radio', { name: '功能' }));
    expect(storage.getItem('park_layoutType')).toBe('functional');
    await userEvent.click(within(drawer).getByRole('radio', { name: '暗色' }));
    expect(document.documentElement.dataset.colorScheme).toBe('dark');
    expect(storage.getItem('park_themeClass')).toBe('dark');
    await userEvent.click(within(drawer).getByRole('radio', { name: '亮色' }));
    expect(document.documentElement.dataset.colorScheme).toBe('light');
    expect(storage.getItem('park_themeClass')).toBe('light');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('menubar')).toBeTruthy());
  });

  it('hides the search, the tab icons and the language selector when switched off', () => {
    const { settings } = setup({ start: '/system/user', onLocaleChange: () => {}, locale: 'zh' });
    const tabBar = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(tabBar.querySelector('.pmc-menu-icon')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: '搜索菜单' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '语言' })).toBeTruthy();
    act(() => {
      settings.set('tagsIcon', false);
      settings.set('showSearch', false);
      settings.set('showLanguage', false);
    });
    expect(tabBar.querySelector('.pmc-menu-icon')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: '语言' })).toBeNull();
  });

  it('changes the size from the size selector', async () => {
    const { storage } = setup();
    await userEvent.click(screen.getByRole('button', { name: '布局大小' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /迷你/ }));
    expect(storage.getItem('park_size')).toBe('mini');
    expect(document.documentElement.dataset.size).toBe('mini');
  });

  it('warns 不支持全屏 where full screen is unavailable', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('不支持全屏')).toBeTruthy();
  });

  it('user dropdown: profile, about dialog, logout after confirmation', async () => {
    const onLogout = vi.fn();
    const onProfile = vi.fn();
    setup({ onLogout, onProfile });
    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '个人信息' }));
    expect(onProfile).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '关于' }));
    const about = await screen.findByRole('dialog', { name: '关于系统' });
    expect(about.textContent).toContain('党员关怀系统');
    expect(about.textContent).toContain('1.0.0');
    expect(about.textContent).toContain('由软件开发团队出品');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '关于系统' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('确定注销并退出系统吗？');
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  it('explain mode: offered only when given and switched from the user dropdown', async () => {
    render(<Explained />);
    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    const item = await screen.findByRole('menuitemcheckbox', { name: /权限说明模式/ });
    expect(item.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(item);
    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    await waitFor(async () =>
      expect(
        (await screen.findByRole('menuitemcheckbox', { name: /权限说明模式/ })).getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });

  it('offers no explain mode without the prop', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    await screen.findByRole('menuitem', { name: '关于' });
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
  });

  it('on a narrow body the device is mobile, the sidebar collapses and closes on route change', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 800 });
    const { settings } = setup();
    expect(settings.state.device).toBe('mobile');
    expect(settings.state.sidebarOpened).toBe(false);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '展开侧栏' }));
    const side = screen.getByRole('navigation', { name: '主菜单' });
    await userEvent.click(within(side).getByRole('menuitem', { name: /系统管理/ }));
    await userEvent.click(within(side).getByRole('menuitem', { name: /用户管理/ }));
    expect(settings.state.sidebarOpened).toBe(false);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(settings.state.device).toBe('desktop');
  });

  it('renders in English when given the locale', () => {
    setup({ locale: 'en', onLocaleChange: () => {} });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
  });
});
