import { Button, Input, PasswordInput } from '@pmc/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import type { LayoutUser } from './user-dropdown.tsx';

/**
 * The captcha the unlock asks for when the server has captcha on (docs/guide/api.md#request-conventions:
 * unlock sends a code).
 */
export interface LockScreenCaptcha {
  /** The image (a data: URL); undefined while it loads. */
  image: string | undefined;
  /** Fetches a new one: on a click on the image, and after a failed unlock (each is single use). */
  onRefresh: () => void;
}

export interface LockScreenProps {
  user: LayoutUser;
  /**
   * Gets the plain password and the typed captcha ('' without one); the app hashes the password and
   * calls unlock. May return a promise; a rejection clears the form.
   */
  onUnlock: (password: string, code: string) => unknown;
  /** Shows a captcha field; leave out when the server has captcha off. */
  captcha?: LockScreenCaptcha | null;
  /** 'Sign in again': the app clears the session and goes to /login. */
  onSignInAgain: () => void;
  title?: string;
}

/**
 * The lock screen view: the clock, the user, a password form that unlocks, and a 'sign in again' link.
 *
 * @example
 * <LockScreen user={{ name: 'admin' }} onUnlock={(pwd) => unlock(md5(pwd))} onSignInAgain={() => logout()} />
 */
export function LockScreen({ user, onUnlock, onSignInAgain, title, captcha }: LockScreenProps) {
  const t = useLayoutT();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missingCode = Boolean(captcha) && !code.trim();
    setInvalid(!password);
    setCodeInvalid(missingCode);
    if (!password || missingCode) return;
    setBusy(true);
    try {
      await onUnlock(password, captcha ? code.trim() : '');
    } catch {
      setPassword('');
      setCode('');
      captcha?.onRefresh();
    } finally {
      setBusy(false);
    }
  };

  const time = now.toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });
  return (
    <main className="pmc-lock-screen">
      <h1 className="pmc-lock-screen__title">{title ?? t(layoutMessages.locked)}</h1>
      <time className="pmc-lock-screen__clock" dateTime={now.toISOString()}>
        {time}
      </time>
      <form className="pmc-lock-screen__form" onSubmit={submit} noValidate>
        {user.avatar ? <img className="pmc-lock-screen__avatar" src={user.avatar} alt="" /> : null}
        <p className="pmc-lock-screen__name">{user.name}</p>
        <PasswordInput
          aria-label={t(layoutMessages.unlockPassword)}
          placeholder={t(layoutMessages.unlockPassword)}
          autoComplete="current-password"
          maxLength={16}
          invalid={invalid}
          value={password}
          autoFocus
          onChange={(event) => {
            setPassword(event.target.value);
            setInvalid(false);
          }}
        />
        {captcha ? (
          <div className="pmc-lock-screen__captcha">
            <Input
              aria-label={t(layoutMessages.captchaPlaceholder)}
              placeholder={t(layoutMessages.captchaPlaceholder)}
              autoComplete="off"
              maxLength={10}
              invalid={codeInvalid}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeInvalid(false);
              }}
            />
            <button
              type="button"
              className="pmc-lock-screen__captcha-image"
              title={t(layoutMessages.captchaRefresh)}
              aria-label={t(layoutMessages.captchaRefresh)}
              onClick={captcha.onRefresh}
            >
              {captcha.image ? <img src={captcha.image} alt="" width={120} height={40} /> : null}
            </button>
          </div>
        ) : null}
        <Button type="submit" variant="primary" block loading={busy}>
          {t(layoutMessages.unlock)}
        </Button>
        <a
          className="pmc-lock-screen__relogin"
          href="/login"
          onClick={(event) => {
            event.preventDefault();
            onSignInAgain();
          }}
        >
          {t(layoutMessages.signInAgain)}
        </a>
      </form>
    </main>
  );
}
