import { notification } from '@pmc/ui';
import { LOGIN_NOTICE_DURATION_MS, loginNoticeLines, type PreviousLogin } from '../login-notice.ts';
import type { LayoutLocale } from '../menu-entry.ts';

/**
 * After a sign-in from /login: a notice at the bottom right for 2 s with the previous sign-in's time,
 * place and IP (through @pmc/ui's notification; mount its host once). Returns false when there is
 * nothing to show.
 *
 * @example
 * showLoginNotice(userInfo, locale);
 */
export function showLoginNotice(info: PreviousLogin, locale: LayoutLocale = 'zh'): boolean {
  const notice = loginNoticeLines(info, locale);
  if (!notice) return false;
  notification.info({
    title: notice.title,
    description: notice.lines.join('\n'),
    duration: LOGIN_NOTICE_DURATION_MS,
  });
  return true;
}
