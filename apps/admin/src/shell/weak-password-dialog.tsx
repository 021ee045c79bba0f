import { ForcePasswordDialog } from '@pmc/layout/react';
import { changeWeakPassword } from '../session/change-password.ts';

/**
 * The forced password change for a weak password, loaded only for such a user: it brings the change
 * rules (zod) and the contract, which no other part of the chrome needs.
 */
export default function WeakPasswordDialog() {
  return <ForcePasswordDialog open onSubmit={changeWeakPassword} />;
}
