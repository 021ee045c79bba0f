import { Button, FormField, OneTimeCodeInput, RecoveryCodeList } from '@pmc/ui';
import { isOneTimeCode } from '@pmc/validators';
import { type FormEvent, useState } from 'react';
import { secondFactorMessages as m } from '../second-factor-messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { QrCodeImage } from './qr-code-image.tsx';

/** What the server answered to the request for a new secret. */
export interface SecondFactorSecret {
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
}

export interface SecondFactorEnrolmentProps {
  /** The secret to enrol; null until the app has asked for one (the intro shows meanwhile). */
  setup: SecondFactorSecret | null;
  /** Asks for a secret; given, the intro has a 开启两步验证 button that spins until it settles. */
  onStart?: () => unknown;
  /** Turns the factor on with the code typed (trimmed): answers the recovery codes, or rejects (the code clears). */
  onConfirm: (code: string) => Promise<readonly string[]> | readonly string[];
  /** The recovery codes were acknowledged. */
  onDone: () => void;
}

/**
 * Turning the second factor on (docs/guide/sign-in-and-session.md#second-factor): scan the QR code or type
 * the secret, confirm with a code of the app, then keep the recovery codes, shown this once. The app makes
 * the calls; a refused code's reason is the app's to show.
 *
 * @example
 * <SecondFactorEnrolment setup={setup} onStart={start} onConfirm={async (code) => (await enable(code)).recoveryCodes} onDone={close} />
 */
export function SecondFactorEnrolment({ setup, onStart, onConfirm, onDone }: SecondFactorEnrolmentProps) {
  const t = useLayoutT();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      await onStart?.();
    } catch {
      // the app has shown why
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOneTimeCode(code)) {
      setError(t(m.codeInvalid));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setCodes(await onConfirm(code.trim()));
    } catch {
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (codes)
    return (
      <div className="pmc-second-factor" data-testid="second-factor-codes">
        <h3 id="recovery-codes-title">{t(m.codesTitle)}</h3>
        <p className="pmc-second-factor__help">{t(m.codesHelp)}</p>
        <RecoveryCodeList aria-labelledby="recovery-codes-title" codes={codes} />
        <Button variant="primary" onClick={onDone} data-testid="second-factor-done">
          {t(m.codesDone)}
        </Button>
      </div>
    );

  if (!setup)
    return (
      <div className="pmc-second-factor">
        <p className="pmc-second-factor__help">{t(m.intro)}</p>
        {onStart ? (
          <Button
            variant="primary"
            loading={busy}
            onClick={() => void start()}
            data-testid="second-factor-start"
          >
            {t(m.start)}
          </Button>
        ) : null}
      </div>
    );

  return (
    <form className="pmc-second-factor" onSubmit={confirm} noValidate data-testid="second-factor-setup">
      <p className="pmc-second-factor__help">{t(m.scan)}</p>
      <QrCodeImage value={setup.uri} alt={t(m.qrAlt)} />
      <p>
        {t(m.secret)}: <code data-testid="second-factor-secret">{setup.secret}</code>
      </p>
      <FormField label={t(m.confirmCode)} required error={error}>
        <OneTimeCodeInput
          value={code}
          onChange={(event) => setCode(event.target.value)}
          data-testid="second-factor-code"
        />
      </FormField>
      <Button type="submit" variant="primary" loading={busy} data-testid="second-factor-confirm">
        {t(m.confirm)}
      </Button>
    </form>
  );
}
