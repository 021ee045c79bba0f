import type { SecondFactorSetup } from '@pmc/api-client/contract';
import { SecondFactorEnrolment as Enrolment } from '@pmc/layout/react';
import { useEffect, useState } from 'react';
import { api } from '../app/api.ts';
import { i18n } from '../app/i18n.ts';
import { secondFactorCatalog } from './catalog.ts';

i18n.load(secondFactorCatalog);

export interface SecondFactorEnrolmentProps {
  /** Ask the server for a secret at once (the forced dialog) instead of after a button. */
  autoStart?: boolean;
  /** The factor is on and the recovery codes were acknowledged. */
  onDone(): void;
}

/**
 * @pmc/layout's enrolment with the server's calls (docs/guide/sign-in-and-session.md#second-factor): a new
 * secret, then the code that turns the factor on. A refused call's reason is the request core's toast.
 */
export function SecondFactorEnrolment({ autoStart = false, onDone }: SecondFactorEnrolmentProps) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const start = async () => {
    try {
      setSetup(await api.secondFactor.setup());
    } catch {
      // the request core has shown why
    }
  };
  // Once, when the dialog opens.
  useEffect(() => {
    if (autoStart) void start();
  }, []);
  return (
    <Enrolment
      setup={setup}
      onStart={autoStart ? undefined : start}
      onConfirm={async (code) => (await api.secondFactor.enable({ code })).recoveryCodes}
      onDone={onDone}
    />
  );
}
