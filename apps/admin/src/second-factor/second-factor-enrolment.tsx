import type { SecondFactorSetup } from '@pmc/api-client/contract';
import { useT } from '@pmc/i18n/react';
import { Button, FormField, OneTimeCodeInput, RecoveryCodeList } from '@pmc/ui';
import { isOneTimeCode } from '@pmc/validators';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../app/api.ts';
import { i18n } from '../app/i18n.ts';
import { secondFactorCatalog } from './catalog.ts';
import { secondFactorMessages as m } from './messages.ts';
import { QrCodeImage } from './qr-code-image.tsx';

i18n.load(secondFactorCatalog);

export interface SecondFactorEnrolmentProps {
  /** Ask the server for a secret at once (the forced dialog) instead of after a button. */
  autoStart?: boolean;
  /** The factor is on and the recovery codes were acknowledged. */
  onDone(): void;
}

/**
 * Turning the second factor on (docs/guide/sign-in-and-session.md#second-factor): scan the QR code or type
 * the secret, confirm with a code of the app, then keep the ten recovery codes, shown this once.
 */
export function SecondFactorEnrolment({ autoStart = false, onDone }: SecondFactorEnrolmentProps) {
  const t = useT();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await api.secondFactor.setup());
    } catch {
      // the request core has shown why
    } finally {
      setBusy(false);
    }
  };
  // Once, when the dialog opens.
  useEffect(() => {
    if (autoStart) void start();
  }, []);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!isOneTimeCode(code)) {
      setError(t(m.codeInvalid));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setCodes((await api.secondFactor.enable({ code: code.trim() })).recoveryCodes);
    } catch {
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (codes)
    return (
      <div className="admin-second-factor" data-testid="second-factor-codes">
        <h3 id="recovery-codes-title">{t(m.codesTitle)}</h3>
        <p className="admin-dialog-help">{t(m.codesHelp)}</p>
        <RecoveryCodeList aria-labelledby="recovery-codes-title" codes={codes} />
        <Button variant="primary" onClick={onDone} data-testid="second-factor-done">
          {t(m.codesDone)}
        </Button>
      </div>
    );

  if (!setup)
    return (
      <div className="admin-second-factor">
        <p className="admin-dialog-help">{t(m.intro)}</p>
        {autoStart ? null : (
          <Button
            variant="primary"
            loading={busy}
            onClick={() => void start()}
            data-testid="second-factor-start"
          >
            {t(m.start)}
          </Button>
        )}
      </div>
    );

  return (
    <form className="admin-second-factor" onSubmit={confirm} noValidate data-testid="second-factor-setup">
      <p className="admin-dialog-help">{t(m.scan)}</p>
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
