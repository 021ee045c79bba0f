import { useT } from '@pmc/i18n/react';
import { ForcePasswordDialog } from '@pmc/layout/react';
import { adminMessages } from '../messages.ts';
import { changeWeakPassword } from '../session/change-password.ts';

/**
 * The forced password change for a weak or expired password, loaded only for such a user: it brings the
 * change rules (zod) and the contract, which no other part of the chrome needs.
 */
export default function WeakPasswordDialog({ expired }: { expired: boolean }) {
  const t = useT();
  return (
    <ForcePasswordDialog
      open
      onSubmit={changeWeakPassword}
      alert={expired ? t(adminMessages.passwordExpired) : undefined}
    />
  );
}
