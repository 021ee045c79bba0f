import { hashPassword } from '@pmc/api-client';
import { useApiMutation } from '@pmc/api-client/react';
import { useT } from '@pmc/i18n/react';
import { Button, FormField, message, OneTimeCodeInput, PasswordInput } from '@pmc/ui';
import { formatDate, isSecondFactorCode } from '@pmc/validators';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { mutations, queries } from '../../app/queries.ts';
import { adminMessages as m } from '../../messages.ts';
import { secondFactorMessages as sm } from '../../second-factor/messages.ts';
import { SecondFactorEnrolment } from '../../second-factor/second-factor-enrolment.tsx';

/** 关闭两步验证: password and a code (or a recovery code). */
function TurnOffForm({ onDone }: { onDone(): void }) {
  const t = useT();
  const disable = useApiMutation(mutations.secondFactor.disable);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(password ? {} : { password: t(sm.passwordRequired) }),
      ...(isSecondFactorCode(code) ? {} : { code: t(m.oneTimeCodeInvalid) }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await disable.mutateAsync({ body: { password: hashPassword(password), code: code.trim() } });
    } catch {
      setCode('');
      return;
    }
    setPassword('');
    setCode('');
    onDone();
  };
  return (
    <form className="admin-second-factor" onSubmit={submit} noValidate data-testid="second-factor-off">
      <p className="admin-dialog-help">{t(sm.turnOffHelp)}</p>
      <FormField label={t(m.password)} required error={errors.password ?? null}>
        <PasswordInput
          value={password}
          autoComplete="current-password"
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField label={t(m.oneTimeCode)} required error={errors.code ?? null}>
        <OneTimeCodeInput acceptRecoveryCode value={code} onChange={(event) => setCode(event.target.value)} />
      </FormField>
      <Button type="submit" variant="danger" loading={disable.isPending}>
        {t(sm.turnOff)}
      </Button>
    </form>
  );
}

/**
 * 两步验证 of 个人信息 (docs/guide/sign-in-and-session.md#second-factor): whether it is on, how many recovery
 * codes are left; turn it on (scan, confirm, keep the codes) or off (password and code), unless the
 * security policy requires it.
 */
export function ProfileSecondFactor() {
  const t = useT();
  const status = useQuery({ ...queries.secondFactor.status(), staleTime: 0 });
  const [enrolling, setEnrolling] = useState(false);
  const data = status.data;
  if (!data) return null;
  const refresh = () => void status.refetch();
  return (
    <section className="admin-profile-form" data-testid="profile-second-factor">
      <p data-testid="second-factor-status">
        {data.enabled && data.enabledAt
          ? t(sm.statusOn, { time: formatDate(data.enabledAt) })
          : t(sm.statusOff)}
      </p>
      {data.required ? <p className="admin-dialog-help">{t(sm.required)}</p> : null}
      {data.enabled ? (
        <>
          <p>{t(sm.codesLeft, { n: data.recoveryCodesLeft })}</p>
          {data.required ? null : (
            <TurnOffForm
              onDone={() => {
                message.success(t(sm.statusOff));
                refresh();
              }}
            />
          )}
        </>
      ) : (
        <SecondFactorEnrolment
          key={enrolling ? 'again' : 'first'}
          onDone={() => {
            setEnrolling((on) => !on);
            refresh();
          }}
        />
      )}
    </section>
  );
}
