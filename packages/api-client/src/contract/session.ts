import * as z from 'zod';
import { md5HexSchema, timeSchema } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { sessionRoutes } from './session-routes.ts';

export const captchaDataSchema = z.object({
  captchaKey: z.string(),
  image: z.string().startsWith('data:image/svg+xml;base64,'),
  expiresIn: z.number().int(),
  /** False when the server runs with CAPTCHA=off: the sign-in form then hides the code field. */
  enabled: z.boolean(),
});

export const loginBodySchema = z.object({
  account: z.string().trim().min(1).max(50),
  password: md5HexSchema,
  code: z.string().trim().max(10).optional(),
  sys_captcha: z.string().max(64).optional(),
});

export const loginDataSchema = z.object({ token: z.string(), theme: z.string() });

/**
 * The first step's answer for an account with a second factor: no token yet, a ticket for the second
 * step instead (single use, valid `expiresIn` seconds; never accepted as a token).
 */
export const secondStepTicketSchema = z.object({
  secondFactor: z.literal('totp'),
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export type SecondStepTicket = z.infer<typeof secondStepTicketSchema>;

/** The sign-in answer: the token, or (second factor on) the ticket of the second step. */
export const loginAnswerSchema = z.union([loginDataSchema, secondStepTicketSchema]);

/** The second step: the ticket and a six-digit code or a recovery code. */
export const secondStepBodySchema = z.object({
  ticket: z.string().min(1).max(128),
  code: z.string().trim().min(1).max(20),
});

export interface MenuEntry {
  id: string;
  parentId: string;
  type: 'C' | 'M';
  category: 1 | 2 | 6 | 7;
  target: '_self' | '_blank';
  urlAddress: string | null;
  route: string;
  component: string;
  menu_name: string;
  fullName: string;
  menuNames: { zh: string; en: string; zhtw: string };
  enCode: string;
  icon: string;
  sortCode: number;
  children: MenuEntry[];
}

export const menuEntrySchema: z.ZodType<MenuEntry, MenuEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    type: z.enum(['C', 'M']),
    category: z.union([z.literal(1), z.literal(2), z.literal(6), z.literal(7)]),
    target: z.enum(['_self', '_blank']),
    urlAddress: z.string().nullable(),
    route: z.string(),
    component: z.string(),
    menu_name: z.string(),
    fullName: z.string(),
    menuNames: z.object({ zh: z.string(), en: z.string(), zhtw: z.string() }),
    enCode: z.string(),
    icon: z.string(),
    sortCode: z.number(),
    children: z.array(menuEntrySchema),
  }),
);

const permissionItemSchema = z.object({ enCode: z.string(), fullName: z.string() });
export const permissionEntrySchema = z.object({
  modelId: z.string(),
  button: z.array(permissionItemSchema),
  column: z.array(permissionItemSchema),
  form: z.array(permissionItemSchema),
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

export const currentUserInfoSchema = z.object({
  uid: z.string(),
  username: z.string(),
  realName: z.string(),
  avatar: z.string(),
  portalId: z.string(),
  prevLogin: z.union([z.literal(0), z.literal(1)]),
  prevLoginTime: timeSchema,
  prevLoginIPAddressName: z.string().nullable(),
  prevLoginIPAddress: z.string().nullable(),
  /** An administrator (every permission): the app offers them its explain mode. */
  isAdministrator: z.boolean().optional(),
});

export const currentUserDataSchema = z.object({
  isWeakPwd: z.boolean(),
  /** The security policy asks this account for a second factor and it has none: the app enrols it first. */
  mustEnrolSecondFactor: z.boolean().optional(),
  menuList: z.array(menuEntrySchema),
  userInfo: currentUserInfoSchema,
  permissionList: z.array(permissionEntrySchema),
  /**
   * The security policy's watermark switch, for every signed-in person (docs/guide/chrome.md#watermark);
   * absent from servers without it: off.
   */
  watermark: z.boolean().optional(),
  // The password lifecycle (docs/guide/sign-in-and-session.md#password-lifecycle).
  /** The password is past the policy's expiry: it must be changed before any other call is answered. */
  passwordExpired: z.boolean().optional(),
  /** Whole days until the password expires, within the notice window before it; otherwise null. */
  passwordDaysLeft: z.number().int().nullable().optional(),
});

export const lockScreenBodySchema = z.object({
  account: z.string().trim().min(1),
  password: md5HexSchema,
  timestamp: z.coerce.number().int(),
  code: z.string().trim().max(10).optional(),
});

/** Sign-in captcha: single use, expires after 2 minutes. */
export const getCaptcha = defineEndpoint({
  method: sessionRoutes.captcha.method,
  path: sessionRoutes.captcha.path,
  auth: 'public',
  data: captchaDataSchema,
  summary: 'New sign-in captcha (single use, 120 s)',
});

/** Sign-in, form-encoded; the password is the lowercase hex MD5 of the typed one. */
export const login = defineEndpoint({
  method: sessionRoutes.login.method,
  path: sessionRoutes.login.path,
  auth: 'public',
  body: loginBodySchema,
  bodyEncoding: sessionRoutes.login.bodyEncoding,
  data: loginAnswerSchema,
  summary: 'Sign in (an account with a second factor gets a ticket for the second step instead of a token)',
});

/** The second step of a sign-in with a second factor: the first step's ticket and a code. */
export const loginSecondStep = defineEndpoint({
  method: sessionRoutes.secondStep.method,
  path: sessionRoutes.secondStep.path,
  auth: 'public',
  body: secondStepBodySchema,
  bodyEncoding: sessionRoutes.secondStep.bodyEncoding,
  data: loginDataSchema,
  summary: 'Second step of a sign-in: ticket and a one-time or recovery code; answers the token',
});

export const getCurrentUser = defineEndpoint({
  method: sessionRoutes.currentUser.method,
  path: sessionRoutes.currentUser.path,
  auth: 'session',
  data: currentUserDataSchema,
  summary: 'Signed-in user, menu tree and permissions',
});

export const logout = defineEndpoint({
  method: sessionRoutes.logout.method,
  path: sessionRoutes.logout.path,
  auth: 'session',
  data: z.null(),
  summary: 'Sign out (revokes the token)',
});

/** Unlocks the lock screen: checks the account's password; the session stays the same. */
export const unlockScreen = defineEndpoint({
  method: sessionRoutes.unlock.method,
  path: sessionRoutes.unlock.path,
  auth: 'session',
  body: lockScreenBodySchema,
  data: z.null(),
  summary: 'Unlock the lock screen',
});

export const sessionEndpoints = {
  captcha: getCaptcha,
  login,
  secondStep: loginSecondStep,
  currentUser: getCurrentUser,
  logout,
  unlock: unlockScreen,
};
