import type { PermissionEntry } from '@pmc/permissions';
import type { ReactNode } from 'react';
import type { DraftStore } from '../draft-store.ts';
import type { LayoutLocale, LayoutMenuEntry } from '../menu-entry.ts';
import type { SettingsStore } from '../settings-store.ts';
import type { TabsStore } from '../tabs-store.ts';
import type { VisitHistory } from '../visit-history.ts';
import type { RenderMenuIcon } from './menu-icon.tsx';
import type { LayoutUser } from './user-dropdown.tsx';

/** Props of {@link Shell}: the app's menu, navigation, user and callbacks. */
export interface ShellProps {
  /** The user's menu (current_user's menuList). */
  menu: readonly LayoutMenuEntry[];
  /** The router's current pathname. */
  currentPath: string;
  /** The query of the current URL (`?keyword=li`): the page's tab keeps it and goes back to it. */
  currentSearch?: string;
  onNavigate: (path: string) => void;
  /** Opens large screens and _blank links; defaults to window.open. */
  openWindow?: (url: string) => void;
  /** The system title (logo text, About). */
  title: string;
  logo?: ReactNode;
  user?: LayoutUser;
  /** The user's permission list; pages below read it through @pmc/permissions/react hooks. */
  permissions?: readonly PermissionEntry[];
  settings?: SettingsStore;
  tabs?: TabsStore;
  /** Where every page shown is recorded (per user, persisted): a home page's 最近访问. */
  visits?: VisitHistory;
  /** Locale shown and its setter; by default the app's @pmc/i18n runtime. */
  locale?: LayoutLocale;
  onLocaleChange?: (locale: LayoutLocale) => void | Promise<void>;
  /** Title of a page that is not in the menu (e.g. /profile): gives it a tab and a breadcrumb. */
  currentTitle?: string | Partial<Record<LayoutLocale, string>>;
  /** Keep this page out of the page cache. */
  noCache?: boolean;
  onLogout: () => void;
  onLock?: () => void;
  /** Defaults to navigating to /profile. */
  onProfile?: () => void;
  /** Re-render a page in place (e.g. through /redirect); defaults to remounting it. */
  onRefresh?: (path: string) => void;
  renderIcon?: RenderMenuIcon;
  version?: string;
  /**
   * Explain mode (权限说明模式): when given, the user dropdown offers the switch and the pages'
   * PermissionProvider outlines every guarded element with what it needs. Offer it to administrators.
   */
  explainPermissions?: { on: boolean; onChange: (on: boolean) => void };
  /**
   * Keeps the pages' unsaved form input across a forced reload (`createDraftStore`); a tab closed by
   * choice drops its drafts. Without it forms keep nothing.
   */
  drafts?: DraftStore;
  /** Extra header tools, before the built-in ones. */
  headerExtra?: ReactNode;
  /** The current page. */
  children?: ReactNode;
}
