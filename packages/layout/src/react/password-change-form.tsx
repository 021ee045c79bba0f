import { Button, FormField, PasswordInput } from '@pmc/ui';
import {
  type ChangePasswordField,
  type ChangePasswordValues,
  changePasswordRevalidate,
  createChangePasswordSchema,
  PASSWORD_INPUT_MAX_LENGTH,
} from '@pmc/validators';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { useValidatorsT } from './validators-t.ts';

/** What the form hands to the app, in plain text: the app hashes before sending (conventions). */
export interface PasswordChangeValues {
  oldPassword: string;
  password: string;
  validatePassword: string;
}

export interface PasswordChangeFormProps {
  /** May return a promise; the button spins until it settles and the form keeps its values on a rejection. */
  onSubmit: (values: PasswordChangeValues) => unknown;
  /** Above the fields (the forced change's warning). */
  intro?: ReactNode;
  /** Under the fields (a note that a change signs every session out). */
  help?: ReactNode;
  /** The button's text; 确定 when not given. */
  submitLabel?: string;
  className?: string;
  'data-testid'?: string;
}

type Errors = Partial<Record<ChangePasswordField, string>>;
const FIELDS: { name: ChangePasswordField; label: keyof typeof layoutMessages; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'newPassword', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'repeatPassword', autoComplete: 'new-password' },
];
const ALL: ChangePasswordField[] = FIELDS.map((f) => f.name);

/**
 * Which fields a change re-checks (docs/guide/validation.md#change-password-dialog: validate on blur, then,
 * like react-hook-form's `reValidateMode: 'onChange'`, re-check as it is typed a field whose error shows, so
 * the message goes the moment it is mended rather than on the blur a click on the button causes, which moves
 * the button and can lose the click). A new password also re-checks a repeat already typed.
 */
export function fieldsToRecheck(
  changed: ChangePasswordField,
  next: ChangePasswordValues,
  errors: Errors,
): ChangePasswordField[] {
  const shown = errors[changed] !== undefined ? [changed] : [];
  const related = changePasswordRevalidate(changed, next).filter(
    (f) => errors[f] !== undefined || next[f] !== '',
  );
  return [...shown, ...related.filter((f) => f !== changed)];
}

/**
 * 修改密码: old, new and repeated password with @pmc/validators' change-password rules. Used by the
 * forced change (`ForcePasswordDialog`) and by an app's own profile page, so both check alike.
 *
 * @example
 * <PasswordChangeForm help={t(m.signsOut)} submitLabel={t(m.change)} onSubmit={(v) => changePassword(hash(v))} />
 */
export function PasswordChangeForm({
  onSubmit,
  intro,
  help,
  submitLabel,
  className,
  'data-testid': testId,
}: PasswordChangeFormProps) {
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
    const again = fieldsToRecheck(field, next, errors);
    if (again.length) check(next, again);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(values, ALL) || busy) return;
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
    <form
      className={['pmc-password-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={submit}
      data-testid={testId}
    >
      {intro}
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
      {help}
      <div className="pmc-password-form__footer">
        <Button type="submit" variant="primary" loading={busy}>
          {submitLabel ?? t(layoutMessages.submit)}
        </Button>
      </div>
    </form>
  );
}
