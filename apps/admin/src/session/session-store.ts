import type { MenuEntry, PermissionEntry } from '@pmc/api-client/contract';
import { proxy } from 'valtio';
import { readStored, writeStored } from './browser-storage.ts';

export interface UserInfo {
  uid: string;
  username: string;
  realName: string;
  avatar: string;
  portalId: string;
  prevLogin: 0 | 1;
  prevLoginTime: number | null;
  prevLoginIPAddressName: string | null;
  prevLoginIPAddress: string | null;
  /** An administrator: offered the explain mode (权限说明模式). */
  isAdministrator?: boolean;
}

/**
 * The user session of docs/guide/entities-and-states.md#user-session. Token and lock flag survive a reload;
 * the rest is loaded again.
 */
export interface SessionState {
  token: string;
  isLock: boolean;
  menuList: MenuEntry[];
  leftMenuList: MenuEntry[];
  userInfo: UserInfo | null;
  permissionList: PermissionEntry[];
  isWeakPwd: boolean;
  /** The security policy's watermark switch: the shell tiles the user's name over every page. */
  watermark: boolean;
  // The password lifecycle (docs/guide/sign-in-and-session.md#password-lifecycle).
  /** Past its expiry: the forced change shows and the server answers nothing else. */
  passwordExpired: boolean;
  /** Days until it expires, within the notice window; else null. */
  passwordDaysLeft: number | null;
  /** The security policy asks for a second factor this account lacks: the shell's enrolment dialog. */
  mustEnrolSecondFactor: boolean;
  /** User info loaded and dynamic routes generated in this page load. */
  routesReady: boolean;
  /** Set by a sign-in from /login, so the shell shows the previous-login notice once. */
  justSignedIn: boolean;
}

export const session = proxy<SessionState>({
  token: readStored('token') ?? '',
  isLock: readStored('isLock') === 'true',
  menuList: [],
  leftMenuList: [],
  userInfo: null,
  permissionList: [],
  isWeakPwd: false,
  watermark: false,
  passwordExpired: false,
  passwordDaysLeft: null,
  mustEnrolSecondFactor: false,
  routesReady: false,
  justSignedIn: false,
});

export function markSignedIn(): void {
  session.justSignedIn = true;
}

export function setToken(token: string): void {
  session.token = token;
  writeStored('token', token);
}

export function setLocked(locked: boolean): void {
  session.isLock = locked;
  writeStored('isLock', locked ? 'true' : null);
}

/**
 * Clears token, menus, user info and permissions (logout and token reset of
 * docs/guide/entities-and-states.md#session).
 */
export function resetSession(): void {
  session.token = '';
  session.menuList = [];
  session.leftMenuList = [];
  session.userInfo = null;
  session.permissionList = [];
  session.isWeakPwd = false;
  session.watermark = false;
  session.passwordExpired = false;
  session.passwordDaysLeft = null;
  session.mustEnrolSecondFactor = false;
  session.routesReady = false;
  writeStored('token', null);
  setLocked(false);
}
