import { FeedbackHost } from '@pmc/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { menuFixture } from '../../test/menu-fixture.ts';
import { createMemoryStorage } from '../memory-storage.ts';
import { createSettingsStore } from '../settings-store.ts';
import { createTabsStore } from '../tabs-store.ts';
import { useCloseGuard, usePageActive } from './page-tab.tsx';
import { Shell } from './shell.tsx';

// A page with a form: dirty once something is typed; its "dialog" shows only while its tab does.
function Page({ path }: { path: string }) {
  const [text, setText] = useState('');
  useCloseGuard(text !== '');
  const active = usePageActive();
  return (
    <div>
      <input aria-label={`field ${path}`} value={text} onChange={(e) => setText(e.target.value)} />
      {active ? <p>{`dialog of ${path}`}</p> : null}
    </div>
  );
}

function App({ onLogout = () => {} }: { onLogout?: () => void }) {
  const [url, setUrl] = useState('/system/user?keyword=li');
  const [path, query = ''] = url.split('?');
  const settings = useState(() => createSettingsStore({ storage: createMemoryStorage() }))[0];
  const tabs = useState(() => createTabsStore())[0];
  return (
    <>
      <Shell
        menu={menuFixture}
        currentPath={path ?? '/'}
        currentSearch={query ? `?${query}` : ''}
        onNavigate={setUrl}
        title="党员关怀系统"
        user={{ name: 'admin' }}
        settings={settings}
        tabs={tabs}
        onLogout={onLogout}
      >
        <Page path={path ?? '/'} />
      </Shell>
      <p data-testid="url">{url}</p>
      <FeedbackHost />
    </>
  );
}

const tabBar = () => screen.getByRole('navigation', { name: '已打开的页面' });

describe('tabs that know their URL and unsaved forms', () => {
  it('goes back to a tab with its query, and hides the page’s dialog while another tab shows', async () => {
    render(<App />);
    expect(screen.getByText('dialog of /system/user')).toBeTruthy();
    await userEvent.click(within(tabBar()).getByRole('button', { name: '首页' }));
    expect(screen.getByTestId('url').textContent).toBe('/home');
    expect(screen.queryByText('dialog of /system/user')).toBeNull();
    await userEvent.click(within(tabBar()).getByRole('button', { name: '用户管理' }));
    expect(screen.getByTestId('url').textContent).toBe('/system/user?keyword=li');
    expect(screen.getByText('dialog of /system/user')).toBeTruthy();
  });

  it('asks before closing a tab with unsaved changes, even from another tab, and keeps it when told no', async () => {
    render(<App />);
    await userEvent.type(screen.getByLabelText('field /system/user'), 'x');
    await userEvent.click(within(tabBar()).getByRole('button', { name: '首页' }));
    await userEvent.click(within(tabBar()).getByRole('button', { name: '关闭 用户管理' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('有未保存的修改');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(tabBar()).getByRole('button', { name: '用户管理' })).toBeTruthy();

    await userEvent.click(within(tabBar()).getByRole('button', { name: '关闭 用户管理' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(within(tabBar()).queryByRole('button', { name: '用户管理' })).toBeNull());
  });

  it('closes a clean tab without asking, and asks before signing out over unsaved changes', async () => {
    const onLogout = vi.fn();
    render(<App onLogout={onLogout} />);
    await userEvent.type(screen.getByLabelText('field /system/user'), 'x');
    await userEvent.click(screen.getByRole('button', { name: /admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    const unsaved = await screen.findByText(/有未保存的修改/);
    expect(onLogout).not.toHaveBeenCalled();
    await userEvent.click(
      within(unsaved.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
  });

  it("forgets a tab's unsaved input once 刷新 starts its page again, so closing it asks nothing", async () => {
    render(<App />);
    await userEvent.type(screen.getByLabelText('field /system/user'), 'x');
    fireEvent.contextMenu(within(tabBar()).getByRole('button', { name: '用户管理' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '刷新' }));
    await waitFor(() =>
      expect((screen.getByLabelText('field /system/user') as HTMLInputElement).value).toBe(''),
    );
    await userEvent.click(within(tabBar()).getByRole('button', { name: '关闭 用户管理' }));
    await waitFor(() => expect(within(tabBar()).queryByRole('button', { name: '用户管理' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
