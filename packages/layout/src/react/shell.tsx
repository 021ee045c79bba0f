import { LayoutLocaleProvider } from './i18n-bridge.tsx';
import { ShellFrame } from './shell-frame.tsx';
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
  const { locale, onLocaleChange } = props;
  if (locale) {
    return (
      <LayoutLocaleProvider locale={locale} onLocaleChange={onLocaleChange}>
        <ShellFrame {...props} />
      </LayoutLocaleProvider>
    );
  }
  return <ShellFrame {...props} />;
}

export type { ShellProps };
