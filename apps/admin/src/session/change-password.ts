import { hashPassword } from '@pmc/api-client';
import { i18nMessages, t } from '@pmc/i18n';
import type { ForcePasswordValues } from '@pmc/layout/react';
import { api } from '../app/api.ts';
import { setFlashMessage } from './flash-message.ts';
import { sessionChannel } from './session-channel.ts';
import { leaveToLogin } from './sign-out.ts';

/**
 * The forced change of a weak password (SPEC 4): old and new are hashed before they leave the page;
 * the server ends every session of the user, so this tab and the others go to /login, here with
 * '修改成功,请重新登录'. Rejects (after the request core's toast) when the server refuses.
 */
export async function changeWeakPassword(values: ForcePasswordValues): Promise<void> {
  await api.currentUser.modifyPasswordNoCode({
    oldPassword: hashPassword(values.oldPassword),
    password: hashPassword(values.password),
    validatePassword: hashPassword(values.validatePassword),
  });
  setFlashMessage(t(i18nMessages.passwordChanged));
  sessionChannel.post({ type: 'logout' });
  leaveToLogin();
}
