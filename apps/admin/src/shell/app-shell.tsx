import { i18nMessages } from '@pmc/i18n';
import { useT } from '@pmc/i18n/react';
import { layoutLazyCatalog, loadChromeTranslations } from '@pmc/layout';
import { NewVersionNotice, ShellBase } from '@pmc/layout/react';
import { NotificationHost } from '@pmc/ui';
import { widgetsLazyCatalog } from '@pmc/widgets';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLocation, useMatches, useNavigate, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { i18n } from '../app/i18n.ts';
import { settingsStore, tabsStore, visitHistory } from '../app/layout-stores.ts';
import { versionWatch } from '../app/version-watch.ts';
import { fixedTitle } from '../navigation/fixed-title.ts';
import type { RouteHandle } from '../navigation/route-handle.ts';
import { drafts, reloadKeepingDrafts } from '../session/drafts.ts';
import { explainMode } from '../session/explain-mode.ts';
import { idleWatch } from '../session/idle-watch.ts';
import { lockScreenUrl } from '../session/lock-screen-url.ts';
import { lockSession } from '../session/lock-session.ts';
import { session } from '../session/session-store.ts';
import { signOut } from '../session/sign-out.ts';
import { useRefreshPermissionsOnFocus } from '../session/use-refresh-permissions-on-focus.ts';
import { AboutDialogOnDemand, SettingsDrawerOnDemand } from './chrome-parts.tsx';
import { ConfirmHostAfterPaint } from './confirm-host-after-paint.tsx';
import { defaultAvatar } from './default-avatar.ts';
import { ExportTrayOnDemand } from './export-tray-on-demand.tsx';
import { IdleWarningOnDemand } from './idle-warning-on-demand.tsx';
import { renderMenuIcon, withDefaultIcons } from './menu-icons.tsx';
import { SessionWatermark } from './session-watermark.tsx';
import { useCloseRevokedTabs } from './use-close-revoked-tabs.ts';
import { usePasswordExpiryNotice } from './use-password-expiry-notice.ts';
import { usePreviousLoginNotice } from './use-previous-login-notice.ts';

const WeakPasswordDialog = lazy(() => import('./weak-password-dialog.tsx'));
const SecondFactorDialog = lazy(() => import('./second-factor-dialog.tsx'));

// The chrome's and the widgets' texts arrive with the chrome (see app/i18n.ts), their en or zhtw only
// in that locale; the route renders once the current locale's are in (see create-app-router), so en or
// zhtw never flashes the zh source. The chrome renders its own texts from its own fetch.
export const chromeReady = Promise.all([
  loadChromeTranslations(i18n.locale),
  i18n.load(layoutLazyCatalog),
  i18n.load(widgetsLazyCatalog),
]).then(
  () => undefined,
  () => undefined,
);

/** The chrome around every signed-in page, fed from the session, the layout stores and the router. */
export default function AppShell() {
  const { menuList, userInfo, permissionList, isWeakPwd, passwordExpired, mustEnrolSecondFactor } =
    useSnapshot(session);
  const explain = useSnapshot(explainMode);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  // The element of this match, not <Outlet/>: the page cache keeps each page's own element alive.
  const outlet = useOutlet();
  const t = useT();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  usePreviousLoginNotice();
  usePasswordExpiryNotice();
  useRefreshPermissionsOnFocus();
  useCloseRevokedTabs(menuList as typeof session.menuList, pathname);
  const onNavigate = useCallback((path: string) => navigate(path), [navigate]);
  const onRefresh = useCallback(
    (path: string) => {
      // Drop the cached tree too, or coming back from /redirect would show the old one.
      tabsStore.refresh(path);
      // The page comes back with its query (its list filters).
      const tab = tabsStore.state.visited.find((t) => t.path === path);
      navigate(`/redirect${tab?.fullPath ?? path}`, { replace: true });
    },
    [navigate],
  );
  const onLock = useCallback(() => {
    lockSession();
    navigate(lockScreenUrl(`${pathname}${search}`));
  }, [navigate, pathname, search]);
  // Entries without a known icon get their section's default (lucide, tree-shaken).
  const menu = useMemo(() => withDefaultIcons(menuList as typeof session.menuList), [menuList]);
  const userName = userInfo?.realName || userInfo?.username || '';
  const permissions = permissionList as typeof session.permissionList;
  // Before the shell records the first page of this user (its effects run before this component's).
  visitHistory.setUser(userInfo?.uid ?? '');
  return (
    <>
      <ShellBase
        menu={menu}
        currentPath={pathname}
        currentSearch={search}
        onNavigate={onNavigate}
        onRefresh={onRefresh}
        renderIcon={renderMenuIcon}
        settings={settingsStore}
        tabs={tabsStore}
        visits={visitHistory}
        title={t(i18nMessages.systemTitle)}
        user={{ name: userName, avatar: userInfo?.avatar || defaultAvatar(userName) }}
        permissions={permissions}
        explainPermissions={
          userInfo?.isAdministrator
            ? {
                on: explain.on,
                onChange: (on) => {
                  explainMode.on = on;
                },
              }
            : undefined
        }
        currentTitle={handle?.title && !handle.menu ? fixedTitle(handle.title) : undefined}
        noCache={pathname.startsWith('/redirect')}
        onLogout={() => void signOut()}
        onLock={onLock}
        drafts={drafts}
        version="1.0.0"
        settingsDrawer={SettingsDrawerOnDemand}
        aboutDialog={AboutDialogOnDemand}
        headerExtra={
          <ExportTrayOnDemand owner={passwordExpired || mustEnrolSecondFactor ? undefined : userInfo?.uid} />
        }
      >
        {/* An expired password or a second factor the policy asks for: the server answers nothing but the
            change or the enrolment (428), so no page asks it. */}
        {passwordExpired || mustEnrolSecondFactor ? null : outlet}
      </ShellBase>
      {isWeakPwd || passwordExpired ? (
        <Suspense fallback={null}>
          <WeakPasswordDialog expired={passwordExpired} />
        </Suspense>
      ) : mustEnrolSecondFactor ? (
        // The password first: its change signs the user out, and the enrolment follows the next sign-in.
        <Suspense fallback={null}>
          <SecondFactorDialog />
        </Suspense>
      ) : null}
      <NewVersionNotice watch={versionWatch} currentPath={pathname} onRefresh={reloadKeepingDrafts} />
      <IdleWarningOnDemand watch={idleWatch} />
      <NotificationHost />
      <ConfirmHostAfterPaint />
      <SessionWatermark />
    </>
  );
}
