import { useLocale } from '@pmc/i18n/react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';

/**
 * After a sign-in from /login (and only then, not on a reload), the layout's 2 s notice at the bottom right
 * with the previous sign-in's time, place and IP (docs/guide/sign-in-and-session.md#previous-sign-in-notice).
 * Its code (with the date formatter) loads after the chrome, keeping it off /home's first load; a failed
 * fetch just skips the notice.
 */
export function usePreviousLoginNotice(): void {
  const { justSignedIn, userInfo } = useSnapshot(session);
  const { locale } = useLocale();
  useEffect(() => {
    if (!justSignedIn || !userInfo) return;
    session.justSignedIn = false;
    import('./show-previous-login.ts').then(
      ({ showLoginNotice }) => showLoginNotice(userInfo, locale),
      () => undefined,
    );
  }, [justSignedIn, userInfo, locale]);
}
