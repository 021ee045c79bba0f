import { zodResolver } from '@hookform/resolvers/zod';
import { hashPassword } from '@pmc/api-client';
import { i18nMessages } from '@pmc/i18n';
import { T, useT } from '@pmc/i18n/react';
import { Button, FormField, Input, PasswordInput } from '@pmc/ui';
import { createSignInSchema } from '@pmc/validators';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { sessionApi } from '../../app/session-endpoints.ts';
import { adminMessages } from '../../messages.ts';
import { markSignedIn, setToken } from '../../session/session-store.ts';
import { useCaptcha } from './use-captcha.ts';

/** Only same-origin paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { captcha, refresh } = useCaptcha();
  const captchaOn = captcha?.enabled !== false;
  const schema = useMemo(() => {
    const base = createSignInSchema((d) => t(d));
    return captchaOn ? base : base.extend({ code: z.string().trim() });
  }, [t, captchaOn]);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { account: '', password: '', code: '', sys_captcha: '' },
  });
  const [busy, setBusy] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const { token } = await sessionApi.login({
        account: values.account,
        password: hashPassword(values.password),
        code: values.code,
        sys_captcha: captcha?.key ?? '',
      });
      setToken(token);
      markSignedIn();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The server's message is already shown; what was typed stays, the captcha is used up.
      setValue('code', '');
      await refresh();
    } finally {
      setBusy(false);
    }
  });

  return (
    <main className="admin-login">
      <form className="admin-login-card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title" className="admin-login-system">
          <T msg={i18nMessages.systemTitle} />
        </h1>
        <p className="admin-login-welcome">
          <T msg={adminMessages.loginTitle} />
        </p>
        <FormField label={t(adminMessages.account)} required error={errors.account?.message ?? null}>
          <Input
            {...register('account')}
            autoComplete="username"
            placeholder={t(adminMessages.accountPlaceholder)}
            data-testid="login-account"
          />
        </FormField>
        <FormField label={t(adminMessages.password)} required error={errors.password?.message ?? null}>
          <PasswordInput
            {...register('password')}
            autoComplete="current-password"
            placeholder={t(adminMessages.passwordPlaceholder)}
            data-testid="login-password"
          />
        </FormField>
        {captchaOn && (
          <FormField label={t(adminMessages.captcha)} required error={errors.code?.message ?? null}>
            <div className="admin-login-captcha">
              <Input
                {...register('code')}
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
