import { Button, PasswordInput } from '@pmc/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import type { LayoutUser } from './user-dropdown.tsx';

export interface LockScreenProps {
  user: LayoutUser;
  /** Gets the plain password (the app hashes it and calls unlock); may return a promise. */
  onUnlock: (password: string) => unknown;
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
export function LockScreen({ user, onUnlock, onSignInAgain, title }: LockScreenProps) {
  const t = useLayoutT();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await onUnlock(password);
    } catch {
      setPassword('');
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
