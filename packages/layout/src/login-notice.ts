import { formatDate } from '@pmc/validators';
import { chromeText } from './chrome-translations.ts';
import type { LayoutLocale } from './menu-entry.ts';
import { layoutMessages } from './messages.ts';

/** The previous sign-in fields of current_user's userInfo. */
export interface PreviousLogin {
  prevLogin?: 0 | 1 | number | null;
  prevLoginTime?: number | null;
  prevLoginIPAddressName?: string | null;
  prevLoginIPAddress?: string | null;
}

/** docs/guide/constants.md#timings: the sign-in notice stays 2 s. */
export const LOGIN_NOTICE_DURATION_MS = 2000;

/**
 * The lines of the previous-sign-in notice, or null when there is no previous sign-in to report. In en
 * or zhtw, await `loadChromeTranslations(locale)` first (the zh source is shown until then).
 *
 * @example
 * loginNoticeLines({ prevLogin: 1, prevLoginTime: 1700000000000, prevLoginIPAddressName: '杭州', prevLoginIPAddress: '1.2.3.4' })
 * // { title: '登录提醒', lines: ['上次登录时间：2023-11-15 06:13', '上次登录地点：杭州', '上次登录IP：1.2.3.4'] }
 */
export function loginNoticeLines(
  info: PreviousLogin,
  locale: LayoutLocale = 'zh',
): { title: string; lines: string[] } | null {
  if (!info.prevLogin || !info.prevLoginTime) return null;
  const text = (key: keyof typeof layoutMessages, values?: Record<string, string>) =>
    chromeText(locale, layoutMessages[key], values);
  const lines = [text('prevLoginTime', { time: formatDate(info.prevLoginTime) })];
  if (info.prevLoginIPAddressName) lines.push(text('prevLoginPlace', { place: info.prevLoginIPAddressName }));
  if (info.prevLoginIPAddress) lines.push(text('prevLoginIp', { ip: info.prevLoginIPAddress }));
  return { title: text('loginNotice'), lines };
}
