import type { ReactNode } from 'react';
import { layoutMessages } from '../messages.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { FullscreenButton } from './fullscreen-button.tsx';
import { Hamburger } from './hamburger.tsx';
import { useLayoutT } from './i18n-bridge.tsx';
import { LanguageSelect } from './language-select.tsx';
import { useLayout } from './layout-context.tsx';
import { LineIcon } from './line-icon.tsx';
import { MenuSearch } from './menu-search.tsx';
import { SizeSelect } from './size-select.tsx';
import { useSettings } from './use-settings.ts';
import { UserDropdown, type UserDropdownProps } from './user-dropdown.tsx';

export interface NavbarProps {
  /** The top menu (functional and blend modes) shown in place of the breadcrumb. */
  center?: ReactNode;
  /** The logo and title when there is no sidebar to carry them. */
  brand?: ReactNode;
  showHamburger: boolean;
  sidebarId: string;
  currentTitle?: string;
  user?: UserDropdownProps['user'];
  userActions: Omit<UserDropdownProps, 'user'>;
  onOpenSettings: () => void;
  extra?: ReactNode;
}

/** The header bar: hamburger, breadcrumb or top menu, then search, fullscreen, size, language, settings, user. */
export function Navbar({
  center,
  brand,
  showHamburger,
  sidebarId,
  currentTitle,
  user,
  userActions,
  onOpenSettings,
  extra,
}: NavbarProps) {
  const t = useLayoutT();
  const { menu, currentPath, onNavigate, openWindow, settings } = useLayout();
  const snap = useSettings(settings);
  return (
    <div className="pmc-navbar">
      {brand}
      {showHamburger ? (
        <Hamburger opened={snap.sidebarOpened} onToggle={settings.toggleSidebar} controls={sidebarId} />
      ) : null}
      <div className="pmc-navbar__center">
        {center ?? (
          <Breadcrumb
            menu={menu}
            currentPath={currentPath}
            onNavigate={onNavigate}
            currentTitle={currentTitle}
          />
        )}
      </div>
      <div className="pmc-navbar__tools">
        {extra}
        {snap.showSearch && snap.device !== 'mobile' ? (
          <MenuSearch menu={menu} onNavigate={onNavigate} openWindow={openWindow} />
        ) : null}
        {snap.device !== 'mobile' ? <FullscreenButton /> : null}
        <SizeSelect value={snap.size} onChange={(size) => settings.set('size', size)} />
        {snap.showLanguage ? <LanguageSelect /> : null}
        <button
          type="button"
          className="pmc-icon-button"
          aria-label={t(layoutMessages.settings)}
          title={t(layoutMessages.settings)}
          onClick={onOpenSettings}
        >
          <LineIcon>
            <circle cx="12" cy="12" r="3" />
            <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
          </LineIcon>
        </button>
        {user ? <UserDropdown user={user} {...userActions} /> : null}
      </div>
    </div>
  );
}
