import { PermissionExplain, PermissionProvider } from '@pmc/permissions/react';
import { cn, confirm } from '@pmc/ui';
import { type ComponentType, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { type CloseGuards, createCloseGuards } from '../close-guards.ts';
import { findMenuByPath, hasChildren, topLevelFor } from '../menu-model.ts';
import { layoutMessages } from '../messages.ts';
import { createSettingsStore } from '../settings-store.ts';
import { createTabsStore } from '../tabs-store.ts';
import type { AboutDialogProps } from './about-dialog.tsx';
import { Brand } from './brand.tsx';
import { useLayoutLocale, useLayoutT } from './i18n-bridge.tsx';
import { KeepAlive } from './keep-alive.tsx';
import { LayoutContext, type LayoutContextValue } from './layout-context.tsx';
import { defaultMenuIcon } from './menu-icon.tsx';
import { Navbar } from './navbar.tsx';
import type { SettingsDrawerProps } from './settings-drawer.tsx';
import type { ShellProps } from './shell-props.ts';
import { SideMenu } from './side-menu.tsx';
import { TabBar } from './tab-bar.tsx';
import { TopMenu } from './top-menu.tsx';
import { useDocumentTheme } from './use-document-theme.ts';
import { useResponsive } from './use-responsive.ts';
import { useSettings } from './use-settings.ts';
import { useTabs } from './use-tabs.ts';
import { useVisitedTab } from './use-visited-tab.ts';

const NO_PERMISSIONS: readonly never[] = [];

// Module-level so the shell's context keeps its identity between renders.
const openInNewWindow = (url: string) => void window.open(url, '_blank', 'noopener');

export interface ShellFrameProps extends ShellProps {
  /** The settings drawer to render (Shell's own, or one the app loads on first open). */
  settingsDrawer: ComponentType<SettingsDrawerProps>;
  /** The About dialog to render, likewise. */
  aboutDialog: ComponentType<AboutDialogProps>;
}

// The chrome itself, inside whatever locale provider Shell set up: settings and tab stores, the
// responsive and theme effects, the layout mode's choice of menus, and the page cache. It names no
// settings drawer or About itself, so an app can keep their code off its first paint (ShellBase).
export function ShellFrame({
  menu,
  currentPath,
  currentSearch,
  onNavigate,
  openWindow = openInNewWindow,
  title,
  logo,
  user,
  permissions,
  settings: givenSettings,
  tabs: givenTabs,
  visits,
  currentTitle,
  noCache,
  onLogout,
  onLock,
  onProfile,
  onRefresh,
  renderIcon = defaultMenuIcon,
  version,
  headerExtra,
  explainPermissions,
  drafts,
  settingsDrawer: SettingsDrawer,
  aboutDialog: AboutDialog,
  children,
}: ShellFrameProps) {
  const [settings] = useState(() => givenSettings ?? createSettingsStore());
  const [tabs] = useState(() => givenTabs ?? createTabsStore());
  const snap = useSettings(settings);
  const tabState = useTabs(tabs);
  const { locale } = useLayoutLocale();
  const lt = useLayoutT();
  const [plainGuards] = useState(createCloseGuards);
  // A tab closed by choice (its unsaved work confirmed away) drops the drafts kept for its forms too.
  const guards = useMemo<CloseGuards>(
    () =>
      drafts
        ? {
            ...plainGuards,
            clear(paths) {
              plainGuards.clear(paths);
              for (const path of paths) drafts.removeUnder(`${path}#`);
            },
          }
        : plainGuards,
    [plainGuards, drafts],
  );
  const sidebarId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  useResponsive(settings, currentPath);

  const found = useMemo(() => findMenuByPath(menu, currentPath), [menu, currentPath]);
  const extraTitles = typeof currentTitle === 'string' ? { zh: currentTitle } : currentTitle;

  useVisitedTab(tabs, currentPath, found, extraTitles, noCache, currentSearch, visits);
  // Without the page cache a page left behind is gone, and its unsaved forms with it.
  useEffect(() => {
    if (!snap.useCache) guards.clear(guards.dirtyAmong().filter((path) => path !== currentPath));
  }, [snap.useCache, currentPath, guards]);

  useDocumentTheme(snap.theme, snap.size, snap.themeClass);

  const [blendTop, setBlendTop] = useState<string | undefined>(() => topLevelFor(menu, currentPath)?.id);
  useEffect(() => {
    const top = topLevelFor(menu, currentPath);
    if (top) setBlendTop(top.id);
  }, [menu, currentPath]);

  const refresh = useCallback(
    (path: string) => {
      guards.clear([path]);
      (onRefresh ?? tabs.refresh)(path);
    },
    [onRefresh, tabs, guards],
  );
  const confirmClose = useCallback(
    async (paths?: readonly string[]) =>
      guards.dirtyAmong(paths).length === 0 ||
      confirm({ title: lt(layoutMessages.confirmTitle), content: lt(layoutMessages.unsavedClose) }),
    [guards, lt],
  );
  // Signing out over an unsaved form asks first, like closing its tab.
  const logout = useCallback(async () => {
    if (await confirmClose()) onLogout();
  }, [confirmClose, onLogout]);
  const context = useMemo<LayoutContextValue>(
    () => ({
      menu,
      currentPath,
      onNavigate,
      openWindow,
      settings,
      tabs,
      renderIcon,
      refresh,
      guards,
      confirmClose,
      drafts,
    }),
    [
      menu,
      currentPath,
      onNavigate,
      openWindow,
      settings,
      tabs,
      renderIcon,
      refresh,
      guards,
      confirmClose,
      drafts,
    ],
  );

  const mode = snap.layoutType;
  const mobile = snap.device === 'mobile';
  const blendEntry = mode === 'blend' ? menu.find((e) => e.id === blendTop) : undefined;
  const sideMenu =
    mode === 'blend'
      ? blendEntry && hasChildren(blendEntry)
        ? (blendEntry.children ?? [])
        : null
      : mode === 'functional'
        ? null
        : menu;
  const collapsed = mode === 'plain' || (!snap.sidebarOpened && !mobile);
  const sidebarVisible = sideMenu !== null && (!mobile || snap.sidebarOpened);
  const brand = <Brand title={title} logo={logo} onNavigate={onNavigate} />;
  const topMenu =
    mode === 'functional' || mode === 'blend' ? (
      <TopMenu
        menu={menu}
        currentPath={currentPath}
        onNavigate={onNavigate}
        openWindow={openWindow}
        variant={mode === 'blend' ? 'blend' : 'dropdown'}
        selectedId={mode === 'blend' ? blendTop : undefined}
        onSelectChildren={(entry) => setBlendTop(entry.id)}
        renderIcon={renderIcon}
      />
    ) : undefined;

  return (
    <LayoutContext.Provider value={context}>
      <div
        className={cn('pmc-shell', `pmc-shell--${mode}`, {
          'is-collapsed': collapsed,
          'is-mobile': mobile,
          'is-sidebar-open': sidebarVisible && mobile,
          'has-sidebar': sideMenu !== null,
          'is-fixed-header': snap.fixedHeader,
        })}
        data-theme={snap.theme}
        data-size={snap.size}
        data-sidebar-theme={snap.slideClass === 'light' ? 'light' : 'dark'}
        lang={locale === 'en' ? 'en' : locale === 'zhtw' ? 'zh-TW' : 'zh-CN'}
      >
        <a className="pmc-skip-link" href="#pmc-main">
          {title}
        </a>
        {sideMenu !== null && sidebarVisible ? (
          <aside id={sidebarId} className="pmc-shell__sidebar">
            {snap.sidebarLogo && mode !== 'blend' ? brand : null}
            <SideMenu
              menu={sideMenu}
              currentPath={currentPath}
              onNavigate={onNavigate}
              openWindow={openWindow}
              collapsed={collapsed}
              renderIcon={renderIcon}
            />
          </aside>
        ) : null}
        {mobile && sidebarVisible ? (
          <button
            type="button"
            className="pmc-shell__backdrop"
            aria-label={title}
            tabIndex={-1}
            onClick={() => settings.setSidebar(false)}
          />
        ) : null}
        <div className="pmc-shell__main">
          <header className="pmc-shell__header">
            <Navbar
              brand={mode === 'functional' || mode === 'blend' || sideMenu === null ? brand : undefined}
              center={topMenu}
              showHamburger={sideMenu !== null && mode !== 'plain'}
              sidebarId={sidebarId}
              currentTitle={extraTitles?.[locale] ?? extraTitles?.zh}
              user={user}
              userActions={{
                onProfile: onProfile ?? (() => onNavigate('/profile')),
                onAbout: () => setAboutOpen(true),
                onLock,
                onLogout: () => void logout(),
                explainPermissions,
              }}
              onOpenSettings={() => setSettingsOpen(true)}
              extra={headerExtra}
            />
            {snap.tagsView ? (
              <TabBar
                tabs={tabs}
                currentPath={currentPath}
                onNavigate={onNavigate}
                onRefresh={refresh}
                showIcons={snap.tagsIcon}
                renderIcon={renderIcon}
              />
            ) : null}
          </header>
          <main id="pmc-main" className="pmc-shell__content" tabIndex={-1}>
            {/* Explain mode from above the page cache, so a toggle reaches the hidden pages too. */}
            <PermissionExplain on={explainPermissions?.on === true}>
              <KeepAlive
                activeKey={currentPath}
                include={tabState.cached}
                enabled={snap.useCache}
                refreshKeys={tabState.refreshKeys}
              >
                {/* The one PermissionProvider, fed this page's model id; the page cache keeps each
                    page with its own, so a hidden page never reads another page's permissions. */}
                <PermissionProvider permissions={permissions ?? NO_PERMISSIONS} modelId={found?.entry.id}>
                  {children}
                </PermissionProvider>
              </KeepAlive>
            </PermissionExplain>
          </main>
        </div>
        <SettingsDrawer open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings} />
        <AboutDialog open={aboutOpen} onOpenChange={setAboutOpen} title={title} version={version} />
      </div>
    </LayoutContext.Provider>
  );
}
