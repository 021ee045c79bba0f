import { i18nMessages, t } from '@pmc/i18n';
import { sessionApi } from '../app/session-api.ts';
import { session } from './session-store.ts';

/**
 * Loads the current user into the session (docs/guide/entities-and-states.md#loading-user-info): an answer
 * without data rejects with '验证失败，请重新登录。', an empty menu list with '您的权限不足，请联系管理员'. Rejections are strings so
 * the guard can show them.
 */
export async function loadUserInfo(): Promise<void> {
  const data = await sessionApi.currentUser();
  if (!data) throw t(i18nMessages.verifyFailed);
  if (!data.menuList || data.menuList.length === 0) throw t(i18nMessages.insufficientPermission);
  session.menuList = data.menuList;
  session.userInfo = data.userInfo;
  session.permissionList = data.permissionList;
  session.isWeakPwd = data.isWeakPwd;
  session.watermark = data.watermark ?? false;
  session.passwordExpired = data.passwordExpired ?? false;
  session.passwordDaysLeft = data.passwordDaysLeft ?? null;
  session.mustEnrolSecondFactor = data.mustEnrolSecondFactor === true;
}
