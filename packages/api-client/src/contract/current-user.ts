import { emailRule, mobileRule, nameRule } from '@pmc/validators';
import * as z from 'zod';
import { listOf, listQuerySchema, md5HexSchema, pageOf, timeSchema } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { optionalRuleField, ruleField } from './rule-field.ts';
import { menuEntrySchema, permissionEntrySchema } from './session.ts';
import { genderSchema, userBriefSchema, userSchema } from './user.ts';

/**
 * Password change: MD5 hex of old and new; the server checks the new one against the rule of
 * docs/guide/validation.md#change-password-dialog first on the client.
 */
export const changePasswordBodySchema = z
  .object({ oldPassword: md5HexSchema, password: md5HexSchema, validatePassword: md5HexSchema })
  .refine((b) => b.password === b.validatePassword, { path: ['validatePassword'], message: 'mismatch' });

/**
 * My personal information as the profile form edits it. Every field is optional: only what is sent
 * changes (a field left out keeps its stored value; `''` clears mobile or e-mail), and
 * `lastModifyTime` refuses a save over a change made meanwhile (code 409).
 */
export const profileBodySchema = z.object({
  realName: ruleField(nameRule, 50).optional(),
  gender: genderSchema.optional(),
  mobile: optionalRuleField(mobileRule, 11),
  email: optionalRuleField(emailRule, 100),
  avatar: z.string().trim().max(300).optional(),
  theme: z.string().max(20).optional(),
  lastModifyTime: timeSchema.optional(),
});

/** What the profile page loads: my own record (the fields the form edits and what it shows beside them). */
export const profileSchema = userSchema
  .pick({
    id: true,
    account: true,
    realName: true,
    gender: true,
    mobile: true,
    email: true,
    avatar: true,
    organizeId: true,
    organizeName: true,
    creatorTime: true,
    lastModifyTime: true,
  })
  .extend({ positionNames: z.array(z.string()), roleNames: z.array(z.string()) });
export type Profile = z.infer<typeof profileSchema>;

export const systemLogSchema = z.object({
  id: z.string(),
  /** 1 sign-in, 5 operation. */
  category: z.union([z.literal(1), z.literal(5)]),
  time: z.number().int(),
  ip: z.string(),
  ipPlace: z.string().nullable(),
  summary: z.string(),
  success: z.boolean(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});

export const systemLogQuerySchema = listQuerySchema.extend({
  category: z.coerce.number().int().default(1),
  startTime: z.coerce.number().int().optional(),
  endTime: z.coerce.number().int().optional(),
});

/**
 * One live session of mine (docs/guide/pages.md#profile, 我的会话): where and when it signed in, its
 * browser and system as read from its user agent (null when unknown), and whether it is this very
 * session. Never the token nor its hash.
 */
export const mySessionSchema = z.object({
  id: z.string(),
  ip: z.string(),
  ipPlace: z.string().nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  loginTime: z.number().int(),
  lastSeenTime: z.number().int(),
  current: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;

export const currentUserEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/Current/BaseInfo',
    auth: 'session',
    data: profileSchema,
    summary: 'My personal information, for the profile form',
  }),
  updateInfo: defineEndpoint({
    method: 'POST',
    path: '/admin-api/update_current_user_info',
    auth: 'session',
    body: profileBodySchema,
    data: z.null(),
    summary:
      'Update my personal information (only the fields sent; a stale lastModifyTime is refused with 409)',
  }),
  updatePassword: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/auth/update_password',
    auth: 'session',
    body: changePasswordBodySchema,
    data: z.null(),
    summary: 'Change my password; every session of mine ends',
  }),
  modifyPasswordNoCode: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/Current/Actions/ModifyPasswordnocode',
    auth: 'session',
    body: changePasswordBodySchema,
    data: z.null(),
    summary: 'Change my password without a captcha (the forced dialog); every session of mine ends',
  }),
  subordinates: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/Current/Subordinate',
    auth: 'session',
    data: listOf(userBriefSchema),
    summary: 'Users whose manager I am',
  }),
  authorize: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/Current/Authorize',
    auth: 'session',
    data: z.object({ menuList: z.array(menuEntrySchema), permissionList: z.array(permissionEntrySchema) }),
    summary: 'My menus and permissions',
  }),
  systemLog: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/Current/SystemLog',
    auth: 'session',
    query: systemLogQuerySchema,
    data: pageOf(systemLogSchema),
    summary: 'My sign-in (category 1) or operation (category 5) log',
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/Current/Sessions',
    auth: 'session',
    data: listOf(mySessionSchema),
    summary: 'My live sessions, the current one marked, most recently seen first',
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/permission/Users/Current/Sessions/{id}',
    auth: 'session',
    data: z.null(),
    summary: 'End one of my other sessions: its next request answers 602',
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/Current/Sessions/Actions/EndOthers',
    auth: 'session',
    data: z.object({ ended: z.number().int() }),
    summary: 'End every session of mine but this one: their next requests answer 602',
  }),
};
