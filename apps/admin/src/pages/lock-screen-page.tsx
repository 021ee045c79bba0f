import { loadChromeTranslations } from '@pmc/layout';
import { LockScreen } from '@pmc/layout/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { i18n } from '../app/i18n.ts';
import { unlockSession } from '../session/lock-screen.ts';
import { lockReturnPath } from '../session/lock-screen-url.ts';
import { session } from '../session/session-store.ts';
import { signOut } from '../session/sign-out.ts';
import { useCaptcha } from '../session/use-captcha.ts';

/** The lock view's texts in the current locale (the route renders once they are in; see create-app-router). */
export const chromeReady = loadChromeTranslations(i18n.locale).catch(() => undefined);

/**
 * /lockScreen: the layout's lock view, with the captcha when the server has it on. Unlocking returns
 * to where the user was (the `redirect` parameter); 'sign in again' ends the session and opens /login.
 */
export default function LockScreenPage() {
  const { userInfo } = useSnapshot(session);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { captcha, refresh } = useCaptcha();
  return (
    <LockScreen
      user={{ name: userInfo?.realName || userInfo?.username || '', avatar: userInfo?.avatar || null }}
      captcha={captcha?.enabled === false ? null : { image: captcha?.image, onRefresh: () => void refresh() }}
      onUnlock={async (password, code) => {
        await unlockSession(password, code);
        navigate(lockReturnPath(params.get('redirect')), { replace: true });
      }}
      onSignInAgain={() => void signOut()}
    />
  );
}
