import { hashPassword } from '@pmc/api-client';
import { i18nMessages, t } from '@pmc/i18n';
import type { ForcePasswordValues } from '@pmc/layout/react';
import { api } from '../app/api.ts';
import { setFlashMessage } from './flash-message.ts';
import { sessionChannel } from './session-channel.ts';
import { leaveToLogin } from './sign-out.ts';

/**
 * A password change (docs/guide/sign-in-and-session.md#password-change): old and new are hashed before they
 * leave the page; the server ends every session of the user, so this tab and the others go to /login, here
 * with '修改成功,请重新登录'. `forced`: the weak-password dialog's call (no captcha); otherwise the profile's. Rejects
 * (after the request core's toast) when the server refuses.
 */
export async function changePassword(values: ForcePasswordValues, forced = false): Promise<void> {
  const body = {
    oldPassword: hashPassword(values.oldPassword),
    password: hashPassword(values.password),
    validatePassword: hashPassword(values.validatePassword),
  };
  if (forced) await api.currentUser.modifyPasswordNoCode(body);
  else await api.currentUser.updatePassword(body);
  setFlashMessage(t(i18nMessages.passwordChanged));
  sessionChannel.post({ type: 'logout' });
  leaveToLogin();
}

/** The forced change of a weak password. */
export const changeWeakPassword = (values: ForcePasswordValues): Promise<void> =>
  changePassword(values, true);
