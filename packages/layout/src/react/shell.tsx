import { AboutDialog } from './about-dialog.tsx';
import { SettingsDrawer } from './settings-drawer.tsx';
import { ShellBase } from './shell-base.tsx';
import type { ShellProps } from './shell-props.ts';

/**
 * The whole chrome around the app's pages, in the four modes of the settings (classic, functional,
 * plain, blend): menus, header tools, tab bar, page cache, settings drawer and About. Router-free:
 * give it the current path and a navigate function.
 *
 * @example
 * <Shell menu={menuList} currentPath={pathname} onNavigate={navigate} title="党员关怀系统"
 *   user={{ name: userInfo.realName }} permissions={permissionList} onLogout={logout}>
 *   <Outlet />
 * </Shell>
 */
export function Shell(props: ShellProps) {
  return <ShellBase {...props} settingsDrawer={SettingsDrawer} aboutDialog={AboutDialog} />;
}

export type { ShellProps };
