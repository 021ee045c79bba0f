import { useLocale } from '@pmc/i18n/react';
import { showLoginNotice } from '@pmc/layout/react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';

/**
 * After a sign-in from /login (and only then, not on a reload), the layout's 2 s notice at the bottom
 * right with the previous sign-in's time, place and IP (SPEC 2).
 */
export function usePreviousLoginNotice(): void {
  const { justSignedIn, userInfo } = useSnapshot(session);
  const { locale } = useLocale();
  useEffect(() => {
    if (!justSignedIn || !userInfo) return;
    session.justSignedIn = false;
    showLoginNotice(userInfo, locale);
  }, [justSignedIn, userInfo, locale]);
}
