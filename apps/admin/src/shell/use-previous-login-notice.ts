import { useT } from '@pmc/i18n/react';
import { notification } from '@pmc/ui';
import { formatDateTime } from '@pmc/validators';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { adminMessages } from '../messages.ts';
import { session } from '../session/session-store.ts';

/** After a sign-in from /login, a 2 s notice at the bottom right with the previous sign-in (SPEC 2). */
export function usePreviousLoginNotice(): void {
  const { justSignedIn, userInfo } = useSnapshot(session);
  const t = useT();
  useEffect(() => {
    if (!justSignedIn || !userInfo) return;
    session.justSignedIn = false;
    if (userInfo.prevLogin !== 1 || userInfo.prevLoginTime === null) return;
    notification.info({
      title: t(adminMessages.previousLogin),
      description: t(adminMessages.previousLoginText, {
        time: formatDateTime(userInfo.prevLoginTime),
        place: userInfo.prevLoginIPAddressName || t(adminMessages.unknownPlace),
        ip: userInfo.prevLoginIPAddress ?? '',
      }),
      duration: 2000,
    });
  }, [justSignedIn, userInfo, t]);
}
