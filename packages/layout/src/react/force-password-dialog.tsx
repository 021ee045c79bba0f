import { Dialog } from '@pmc/ui';
import type { ReactNode } from 'react';
import { layoutMessages } from '../messages.ts';
import { useLayoutT } from './i18n-bridge.tsx';
import { PasswordChangeForm, type PasswordChangeValues } from './password-change-form.tsx';

/** What the dialog hands to the app, in plain text: the app hashes before sending (conventions). */
export type ForcePasswordValues = PasswordChangeValues;

export interface ForcePasswordDialogProps {
  open: boolean;
  /** May return a promise; the button spins until it settles and the form stays on a rejection. */
  onSubmit: (values: ForcePasswordValues) => unknown;
  /** The reason shown above the form (an expired password, say); the weak-password alert by default. */
  alert?: ReactNode;
}

/**
 * The forced password change for a weak (initial) or expired password: no close button, and neither Escape nor a
 * click outside dismisses it. The form is `PasswordChangeForm` (rules from @pmc/validators).
 *
 * @example
 * <ForcePasswordDialog open={isWeakPwd} onSubmit={async (v) => { await changePassword(hash(v)); logoutTo('/login'); }} />
 */
export function ForcePasswordDialog({ open, onSubmit, alert }: ForcePasswordDialogProps) {
  const t = useLayoutT();
  return (
    <Dialog
      open={open}
      dismissible={false}
      title={t(layoutMessages.changePassword)}
      width="var(--pmc-password-dialog-width, 35%)"
    >
      <PasswordChangeForm
        className="pmc-force-password"
        onSubmit={onSubmit}
        intro={
          <p className="pmc-force-password__alert" role="alert">
            {alert ?? t(layoutMessages.weakPassword)}
          </p>
        }
      />
    </Dialog>
  );
}
