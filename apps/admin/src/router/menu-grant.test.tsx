import { I18nProvider } from '@pmc/i18n/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { session } from '../session/session-store.ts';
import { withMenuGrant } from './menu-grant.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const host = document.createElement('div');
document.body.append(host);
let root: ReturnType<typeof createRoot> | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  session.menuList = [];
  session.routesReady = false;
});

const entry = (id: string, route: string) =>
  ({ id, type: 'M', route, component: 'x', menu_name: id, icon: '', children: [] }) as never;
const section = (children: unknown[]) =>
  ({ id: 'sys', type: 'C', route: '', component: '', menu_name: 'sys', icon: '', children }) as never;

describe('withMenuGrant', () => {
  it('shows the page while the menu grants it, the 403 screen once it is gone, and the page again', async () => {
    session.menuList = [section([entry('user', 'system/user'), entry('role', 'system/role')])];
    session.routesReady = true;
    const Page = withMenuGrant('role', () => <p data-testid="role">角色</p>);
    root = createRoot(host);
    act(() =>
      root?.render(
        <I18nProvider runtime={i18n}>
          <MemoryRouter>
            <Page />
          </MemoryRouter>
        </I18nProvider>,
      ),
    );
    expect(host.querySelector('[data-testid="role"]')).not.toBeNull();

    await act(async () => {
      session.menuList = [section([entry('user', 'system/user')])];
    });
    expect(host.querySelector('[data-testid="role"]')).toBeNull();
    expect(host.querySelector('[data-testid="page-revoked"] a')?.getAttribute('href')).toBe('/home');

    await act(async () => {
      session.menuList = [section([entry('user', 'system/user'), entry('role', 'system/role')])];
    });
    expect(host.querySelector('[data-testid="role"]')).not.toBeNull();
  });
});
