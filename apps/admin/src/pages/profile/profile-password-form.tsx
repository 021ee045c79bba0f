import { useT } from '@pmc/i18n/react';
import { Button, FormField, PasswordInput } from '@pmc/ui';
import {
  type ChangePasswordField,
  type ChangePasswordValues,
  changePasswordRevalidate,
  createChangePasswordSchema,
  PASSWORD_INPUT_MAX_LENGTH,
} from '@pmc/validators';
import { type FormEvent, useMemo, useState } from 'react';
import { changePassword } from '../../session/change-password.ts';
import { profileMessages as m } from './messages.ts';

type Errors = Partial<Record<ChangePasswordField, string>>;

const FIELDS = [
  { name: 'oldPassword', label: m.oldPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: m.newPassword, autoComplete: 'new-password' },
  { name: 'repeatPassword', label: m.repeatPassword, autoComplete: 'new-password' },
] as const;

/**
 * 修改密码 (SPEC 5's change-password rules, checked on blur; editing the new password re-checks the
 * repeat). On success every session ends and the user goes to /login with '修改成功,请重新登录'.
 */
export function ProfilePasswordForm() {
  const t = useT();
  const schema = useMemo(() => createChangePasswordSchema((d) => t(d)), [t]);
  const [values, setValues] = useState<ChangePasswordValues>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (next: ChangePasswordValues, fields: readonly ChangePasswordField[]) => {
    const result = schema.safeParse(next);
    setErrors((prev) => {
      const out = { ...prev };
      for (const field of fields) {
        const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
        out[field] = issue?.message;
      }
      return out;
    });
    return result.success;
  };

  const change = (field: ChangePasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field showing an error is checked again as it is typed (so the message goes as soon as it is
    // mended, not on the blur that a click on the button causes, which would move the button away).
    const again = [
      ...(errors[field] ? [field] : []),
      ...changePasswordRevalidate(field, next).filter((f) => errors[f] !== undefined || next[f] !== ''),
    ];
    if (again.length) check(next, again);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(values, ['oldPassword', 'newPassword', 'repeatPassword']) || busy) return;
    setBusy(true);
    try {
      await changePassword({
        oldPassword: values.oldPassword,
        password: values.newPassword,
        validatePassword: values.repeatPassword,
      });
    } catch {
      // The request core has shown why (a wrong old password); the form keeps what was typed.
      setBusy(false);
    }
  };

  return (
    <form className="admin-profile-form" onSubmit={submit} noValidate data-testid="profile-password">
      {FIELDS.map((f) => (
        <FormField key={f.name} label={t(f.label)} required error={errors[f.name] ?? null}>
          <PasswordInput
            name={f.name}
            value={values[f.name]}
            maxLength={PASSWORD_INPUT_MAX_LENGTH}
            autoComplete={f.autoComplete}
            onChange={(event) => change(f.name, event.target.value)}
            onBlur={() => check(values, [f.name])}
          />
        </FormField>
      ))}
      <p className="admin-dialog-help">{t(m.passwordHelp)}</p>
      <Button type="submit" variant="primary" loading={busy}>
        {t(m.submitPassword)}
      </Button>
    </form>
  );
}
