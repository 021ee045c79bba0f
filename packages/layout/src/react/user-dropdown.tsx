import {
  confirm,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@pmc/ui';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';

/** The signed-in user shown in the header. */
export interface LayoutUser {
  name: string;
  avatar?: string | null;
}

export interface UserDropdownProps {
  user: LayoutUser;
  onProfile: () => void;
  onAbout: () => void;
  /** Omit to hide the lock entry. */
  onLock?: () => void;
  /** Called after the user confirmed (needs @pmc/ui's ConfirmHost or FeedbackHost mounted). */
  onLogout: () => void;
  /** Explain mode's switch (权限说明模式); omit to hide it (it is for administrators). */
  explainPermissions?: { on: boolean; onChange: (on: boolean) => void };
}

/**
 * Avatar and name opening: profile, about, lock screen, explain mode (when offered), and sign out
 * behind a confirmation.
 *
 * @example
 * <UserDropdown user={{ name: 'admin' }} onProfile={…} onAbout={…} onLogout={logout} />
 */
export function UserDropdown({
  user,
  onProfile,
  onAbout,
  onLock,
  onLogout,
  explainPermissions,
}: UserDropdownProps) {
  const t = useLayoutT();
  const logout = async () => {
    const ok = await confirm({
      title: t(layoutMessages.confirmTitle),
      content: t(layoutMessages.logoutConfirm),
      confirmText: t(layoutMessages.ok),
      cancelText: t(layoutMessages.cancel),
    });
    if (ok) onLogout();
  };
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* Named by the visible user name (an aria-label would differ from what is seen). */}
        <button type="button" className="pmc-user" title={t(layoutMessages.userMenu)}>
          {user.avatar ? (
            <img className="pmc-user__avatar" src={user.avatar} alt="" />
          ) : (
            <span className="pmc-user__avatar pmc-user__avatar--letter" aria-hidden="true">
              {user.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <span className="pmc-user__name">{user.name}</span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={t(layoutMessages.userMenu)}>
        <DropdownMenuItem onSelect={onProfile}>{t(layoutMessages.profile)}</DropdownMenuItem>
        <DropdownMenuItem onSelect={onAbout}>{t(layoutMessages.about)}</DropdownMenuItem>
        {onLock ? <DropdownMenuItem onSelect={onLock}>{t(layoutMessages.lock)}</DropdownMenuItem> : null}
        {explainPermissions ? (
          <DropdownMenuItem
            role="menuitemcheckbox"
            aria-checked={explainPermissions.on}
            onSelect={() => explainPermissions.onChange(!explainPermissions.on)}
          >
            <span aria-hidden="true">{explainPermissions.on ? '✓' : '\u2003'}</span>
            {t(layoutMessages.explainPermissions)}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem danger onSelect={() => void logout()}>
          {t(layoutMessages.logout)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
