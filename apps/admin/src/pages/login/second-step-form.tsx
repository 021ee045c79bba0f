import { useT } from '@pmc/i18n/react';
import { Button, FormField, OneTimeCodeInput } from '@pmc/ui';
import { isSecondFactorCode } from '@pmc/validators';
import { type FormEvent, useState } from 'react';
import { sessionApi } from '../../app/session-api.ts';
import { adminMessages as m } from '../../messages.ts';

export interface SecondStepFormProps {
  /** The first step's ticket (single use, five minutes). */
  ticket: string;
  /** The token the second step answered. */
  onSignedIn(token: string): void;
  /** Back to account and password (a new ticket). */
  onBack(): void;
}

/**
 * The sign-in's second step (docs/guide/sign-in-and-session.md#two-step-sign-in): a one-time code of the
 * authenticator app or a recovery code, with the ticket of the first step. A wrong code counts towards
 * the lockout; the server's message says how many tries are left.
 */
export function SecondStepForm({ ticket, onSignedIn, onBack }: SecondStepFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isSecondFactorCode(code)) {
      setError(t(m.oneTimeCodeInvalid));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { token } = await sessionApi.secondStep({ ticket, code: code.trim() });
      onSignedIn(token);
    } catch {
      // The server's message is already shown; a spent code is cleared for the next one.
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-login-card" onSubmit={onSubmit} noValidate aria-labelledby="second-step-title">
      <h1 id="second-step-title" className="admin-login-system">
        {t(m.secondStepTitle)}
      </h1>
      <p className="admin-login-welcome">{t(m.secondStepHelp)}</p>
      <FormField label={t(m.oneTimeCode)} required error={error}>
        <OneTimeCodeInput
          acceptRecoveryCode
          // The step replaces the password form: the code field is where the user is now.
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t(m.oneTimeCodePlaceholder)}
          data-testid="login-one-time-code"
        />
      </FormField>
      <Button type="submit" variant="primary" block loading={busy} data-testid="login-verify">
        {t(m.verify)}
      </Button>
      <Button type="button" variant="link" block onClick={onBack} data-testid="login-back">
        {t(m.backToPassword)}
      </Button>
    </form>
  );
}
