import { Button, Dialog, FormField, PasswordInput } from '@pmc/ui';
import {
  type ChangePasswordField,
  type ChangePasswordValues,
  changePasswordRevalidate,
  createChangePasswordSchema,
  PASSWORD_INPUT_MAX_LENGTH,
} from '@pmc/validators';
import { type FormEvent, useMemo, useState } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { useValidatorsT } from './validators-t.ts';

/** What the dialog hands to the app, in plain text: the app hashes before sending (conventions). */
export interface ForcePasswordValues {
  oldPassword: string;
  password: string;
  validatePassword: string;
}

export interface ForcePasswordDialogProps {
  open: boolean;
  /** May return a promise; the button spins until it settles and the form stays on a rejection. */
  onSubmit: (values: ForcePasswordValues) => unknown;
}

type Errors = Partial<Record<ChangePasswordField, string>>;
const FIELDS: { name: ChangePasswordField; label: keyof typeof layoutMessages; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'newPassword', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'repeatPassword', autoComplete: 'new-password' },
];

/**
 * The forced password change for a weak (initial) password: no close button, and neither Escape nor a
 * click outside dismisses it. Rules from @pmc/validators, checked on blur; editing the new password
 * re-checks the repeat.
 *
 * @example
 * <ForcePasswordDialog open={isWeakPwd} onSubmit={async (v) => { await changePassword(hash(v)); logoutTo('/login'); }} />
 */
export function ForcePasswordDialog({ open, onSubmit }: ForcePasswordDialogProps) {
  const t = useLayoutT();
  const vt = useValidatorsT();
  const schema = useMemo(() => createChangePasswordSchema(vt), [vt]);
  const [values, setValues] = useState<ChangePasswordValues>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (next: ChangePasswordValues, fields: ChangePasswordField[]) => {
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
    const again = changePasswordRevalidate(field, next).filter(
      (f) => errors[f] !== undefined || next[f] !== '',
    );
    if (again.length) check(next, again);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(values, ['oldPassword', 'newPassword', 'repeatPassword']) || busy) return;
    setBusy(true);
    try {
      await onSubmit({
        oldPassword: values.oldPassword,
        password: values.newPassword,
        validatePassword: values.repeatPassword,
      });
    } catch {
      // The app reports the server's message; the form stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      dismissible={false}
      title={t(layoutMessages.changePassword)}
      width="var(--pmc-password-dialog-width, 35%)"
    >
      <form className="pmc-force-password" noValidate onSubmit={submit}>
        <p className="pmc-force-password__alert" role="alert">
          {t(layoutMessages.weakPassword)}
        </p>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField key={name} label={t(layoutMessages[label])} required error={errors[name] ?? null}>
            <PasswordInput
              name={name}
              autoComplete={autoComplete}
              maxLength={PASSWORD_INPUT_MAX_LENGTH}
              value={values[name]}
              onChange={(event) => change(name, event.target.value)}
              onBlur={() => check(values, [name])}
            />
          </FormField>
        ))}
        <div className="pmc-force-password__footer">
          <Button type="submit" variant="primary" loading={busy}>
            {t(layoutMessages.submit)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
