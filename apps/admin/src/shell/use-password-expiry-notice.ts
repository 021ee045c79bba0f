import { useT } from '@pmc/i18n/react';
import { notification } from '@pmc/ui';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { adminMessages } from '../messages.ts';
import { session } from '../session/session-store.ts';

/**
 * Within the notice days before a password expires, a notice at the bottom right with the days left
 * (docs/guide/sign-in-and-session.md#password-lifecycle), once per page load; it stays until closed.
 */
export function usePasswordExpiryNotice(): void {
  const { passwordDaysLeft, userInfo } = useSnapshot(session);
  const t = useT();
  const uid = userInfo?.uid;
  useEffect(() => {
    if (passwordDaysLeft === null || !uid || shownFor === uid) return;
    shownFor = uid;
    notification.warning({
      title: t(adminMessages.passwordExpiryTitle),
      description: t(adminMessages.passwordDaysLeft, { days: passwordDaysLeft }),
      duration: 0,
    });
  }, [passwordDaysLeft, uid, t]);
}

// The user the notice was shown to in this page load: a re-render or a new tab of the shell shows it once.
let shownFor: string | undefined;
