import { useT } from '@pmc/i18n/react';
import { PasswordChangeForm } from '@pmc/layout/react';
import { changePassword } from '../../session/change-password.ts';
import { profileMessages as m } from './messages.ts';

/**
 * 修改密码: layout's `PasswordChangeForm` (the rules of docs/guide/validation.md#change-password-dialog, the same
 * form as the forced change). On success every session ends and the user goes to /login with '修改成功,请重新登录'.
 */
export function ProfilePasswordForm() {
  const t = useT();
  return (
    <PasswordChangeForm
      className="admin-profile-form"
      data-testid="profile-password"
      help={<p className="admin-dialog-help">{t(m.passwordHelp)}</p>}
      submitLabel={t(m.submitPassword)}
      // A wrong old password is shown by the request core; the form keeps what was typed.
      onSubmit={changePassword}
    />
  );
}
