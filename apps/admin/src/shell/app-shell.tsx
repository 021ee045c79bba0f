import { i18nMessages } from '@pmc/i18n';
import { useT } from '@pmc/i18n/react';
import { Shell } from '@pmc/layout/react';
import { useCallback } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { RouteHandle } from '../router/route-handle.ts';
import { session } from '../session/session-store.ts';
import { signOut } from '../session/sign-out.ts';
import { usePreviousLoginNotice } from './use-previous-login-notice.ts';

/** The chrome around every signed-in page, fed from the session and the router. */
export default function AppShell() {
  const { menuList, userInfo, permissionList } = useSnapshot(session);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const t = useT();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  usePreviousLoginNotice();
  const onNavigate = useCallback((path: string) => navigate(path), [navigate]);
  const onRefresh = useCallback(
    (path: string) => navigate(`/redirect${path}`, { replace: true }),
    [navigate],
  );
  return (
    <Shell
      menu={menuList as typeof session.menuList}
      currentPath={pathname}
      onNavigate={onNavigate}
      onRefresh={onRefresh}
      title={t(i18nMessages.systemTitle)}
      user={{ name: userInfo?.realName || userInfo?.username || '', avatar: userInfo?.avatar || null }}
      permissions={permissionList as typeof session.permissionList}
      currentTitle={handle?.title && !handle.menu ? t(handle.title) : undefined}
      noCache={pathname.startsWith('/redirect')}
      onLogout={() => void signOut()}
      version="1.0.0"
    >
      <Outlet />
    </Shell>
  );
}
