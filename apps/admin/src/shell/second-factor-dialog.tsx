import { useT } from '@pmc/i18n/react';
import { Dialog } from '@pmc/ui';
import { adminMessages as m } from '../messages.ts';
import { secondFactorMessages as sm } from '../second-factor/messages.ts';
import { SecondFactorEnrolment } from '../second-factor/second-factor-enrolment.tsx';
import { session } from '../session/session-store.ts';

/**
 * The enrolment the security policy forces on an account without a second factor, right after sign-in:
 * like the weak-password dialog it cannot be dismissed (no close button, no Escape, no click outside),
 * and it closes once the factor is on and the recovery codes were acknowledged. Loaded only for such a user.
 */
export default function SecondFactorDialog() {
  const t = useT();
  return (
    <Dialog open dismissible={false} title={t(m.secondStepTitle)} width="min(560px, 92vw)">
      <div data-testid="second-factor-dialog">
        <p className="admin-second-factor__alert" role="alert">
          {t(sm.mustEnrol)}
        </p>
        <SecondFactorEnrolment
          autoStart
          onDone={() => {
            session.mustEnrolSecondFactor = false;
          }}
        />
      </div>
    </Dialog>
  );
}
