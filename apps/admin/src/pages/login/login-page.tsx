import { i18nMessages } from '@pmc/i18n';
import { T, useT } from '@pmc/i18n/react';
import { Button, FormField, Input, PasswordInput } from '@pmc/ui';
import { type SignInForm, type SignInProblems, signInProblems } from '@pmc/validators';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { sessionApi } from '../../app/session-api.ts';
import { adminMessages } from '../../messages.ts';
import { markSignedIn, setToken } from '../../session/session-store.ts';
import { useCaptcha } from '../../session/use-captcha.ts';
import { SecondStepForm } from './second-step-form.tsx';

/** Only same-origin paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export interface LoginPageProps {
  /** The `redirect` query parameter: where a deep link was going before it was sent here. */
  redirect: string | null;
  /** Leaves the sign-in page for `to` (a same-origin path), replacing /login in the history. */
  go(to: string): void;
  /** Called when the user starts on the form: the next screen's code can start loading. */
  warmUp?(): void;
}

/**
 * The sign-in screen. It knows no router: the first /login of a visit renders it alone so that
 * react-router and the route table load only once the user is on the form (main.tsx), and the route
 * table renders it through login-route.tsx when the guard sends a deep link here.
 */
export default function LoginPage({ redirect, go, warmUp }: LoginPageProps) {
  const t = useT();
  const { captcha, refresh, settled } = useCaptcha();
  const captchaOn = captcha?.enabled !== false;
  const [form, setForm] = useState<SignInForm>({ account: '', password: '', code: '' });
  const [errors, setErrors] = useState<SignInProblems>({});
  const [busy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const signedIn = (token: string) => {
    setToken(token);
    markSignedIn();
    go(safeRedirect(redirect));
  };
  const message = (name: keyof SignInForm) => {
    const descriptor = errors[name];
    return descriptor ? t(descriptor) : null;
  };
  // Element-style rules: a field is checked when it loses focus, and again as it is corrected.
  const field = (name: keyof SignInForm) => ({
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...form, [name]: event.target.value };
      setForm(next);
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: signInProblems(next, captchaOn)[name] }));
    },
    onBlur: () => setErrors((prev) => ({ ...prev, [name]: signInProblems(form, captchaOn)[name] })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    warmUp?.();
    // Submitted before the captcha answered (autofill and Enter): wait to know whether a code is needed.
    const current = captcha ?? (await settled());
    const found = signInProblems(form, current?.enabled !== false);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      // The MD5 of the wire format loads with the first sign-in, not with the page.
      const { hashPassword } = await import('@pmc/api-client');
      const answer = await sessionApi.login({
        account: form.account.trim(),
        password: hashPassword(form.password),
        code: form.code.trim(),
        sys_captcha: current?.key ?? '',
      });
      // An account with a second factor gets a ticket for the code step, not yet a token.
      if ('ticket' in answer) setTicket(answer.ticket);
      else signedIn(answer.token);
    } catch {
      // The server's message is already shown; what was typed stays, the captcha is used up.
      setForm((prev) => ({ ...prev, code: '' }));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (ticket)
    return (
      <main className="admin-login">
        <SecondStepForm
          ticket={ticket}
          onSignedIn={signedIn}
          onBack={() => {
            setTicket(null);
            setForm((prev) => ({ ...prev, password: '', code: '' }));
            void refresh();
          }}
        />
      </main>
    );

  return (
    <main className="admin-login">
      <form
        className="admin-login-card"
        onSubmit={onSubmit}
        onFocus={warmUp}
        noValidate
        aria-labelledby="login-title"
      >
        <h1 id="login-title" className="admin-login-system">
          <T msg={i18nMessages.systemTitle} />
        </h1>
        <p className="admin-login-welcome">
          <T msg={adminMessages.loginTitle} />
        </p>
        <FormField label={t(adminMessages.account)} required error={message('account')}>
          <Input
            {...field('account')}
            autoComplete="username"
            placeholder={t(adminMessages.accountPlaceholder)}
            data-testid="login-account"
          />
        </FormField>
        <FormField label={t(adminMessages.password)} required error={message('password')}>
          <PasswordInput
            {...field('password')}
            autoComplete="current-password"
            placeholder={t(adminMessages.passwordPlaceholder)}
            data-testid="login-password"
          />
        </FormField>
        {captchaOn && (
          <FormField label={t(adminMessages.captcha)} required error={message('code')}>
            <div className="admin-login-captcha">
              <Input
                {...field('code')}
                autoComplete="off"
                maxLength={10}
                placeholder={t(adminMessages.captchaPlaceholder)}
                data-testid="login-code"
              />
              <button
                type="button"
                className="admin-login-captcha-image"
                onClick={() => void refresh()}
                title={t(adminMessages.captchaRefresh)}
                aria-label={t(adminMessages.captchaRefresh)}
                data-testid="login-captcha"
              >
                {captcha && <img src={captcha.image} alt="" width={120} height={40} />}
              </button>
            </div>
          </FormField>
        )}
        <Button type="submit" variant="primary" block loading={busy} data-testid="login-submit">
          {busy ? t(adminMessages.signingIn) : t(adminMessages.signIn)}
        </Button>
      </form>
    </main>
  );
}
