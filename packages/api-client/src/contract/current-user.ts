import { z } from 'zod';
import { listOf, listQuerySchema, md5HexSchema, pageOf } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { menuEntrySchema, permissionEntrySchema } from './session.ts';
import { genderSchema, userBriefSchema } from './user.ts';

/** Password change: MD5 hex of old and new; the server checks the new one against SPEC 5's rule first on the client. */
export const changePasswordBodySchema = z
  .object({ oldPassword: md5HexSchema, password: md5HexSchema, validatePassword: md5HexSchema })
  .refine((b) => b.password === b.validatePassword, { path: ['validatePassword'], message: 'mismatch' });

export const profileBodySchema = z.object({
  realName: z.string().trim().min(1).max(50),
  gender: genderSchema.optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/)
    .nullable()
    .optional()
    .or(z.literal('')),
  email: z.email().nullable().optional().or(z.literal('')),
  avatar: z.string().max(300).optional(),
  theme: z.string().max(20).optional(),
});

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

export const currentUserEndpoints = {
  updateInfo: defineEndpoint({
    method: 'POST',
    path: '/admin-api/update_current_user_info',
    auth: 'session',
    body: profileBodySchema,
    data: z.null(),
    summary: 'Update my personal information',
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
};
