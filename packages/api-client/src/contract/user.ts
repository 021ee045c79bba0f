import { accountRule, emailRule, idCardRule, mobileRule, nameRule } from '@pmc/validators';
import * as z from 'zod';
import { batchIdsSchema, batchResultSchema, batchStateBodySchema } from './batch.ts';
import {
  auditShape,
  descriptionSchema,
  enabledMarkSchema,
  listOf,
  listQuerySchema,
  md5HexSchema,
  pageOf,
  sortCodeSchema,
  timeSchema,
  treeNodeSchema,
} from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { merchantLinkSchema } from './department.ts';
import { importEndpoints } from './import.ts';
import { optionalRuleField, ruleField } from './rule-field.ts';
import { stateBodySchema, updateBodyOf } from './update-body.ts';

/** 1 male, 2 female, 0 not given. */
export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const userSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: genderSchema,
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string(),
  /** National ID number (docs/guide/validation.md#national-id), or null. */
  idCard: z.string().nullable(),
  organizeId: z.string().nullable(),
  organizeName: z.string().nullable(),
  positionIds: z.array(z.string()),
  roleIds: z.array(z.string()),
  managerId: z.string().nullable(),
  enabledMark: enabledMarkSchema,
  isAdministrator: z.boolean(),
  isWeakPwd: z.boolean(),
  lastLoginTime: timeSchema,
  lastLoginIp: z.string().nullable(),
  /**
   * Until when sign-in is refused after too many wrong passwords (ms epoch), or null. A time rather
   * than a flag, so a list read a minute ago stays true: the account is locked while it lies ahead.
   */
  lockedUntil: timeSchema,
  /**
   * From when the account is dormant (ms epoch): its last sign-in (or creation, or re-enabling) plus the
   * policy's dormancy days; null when the policy has none. Dormant while it lies behind.
   */
  dormantFrom: timeSchema.optional(),
  prevLoginTime: timeSchema,
  prevLoginIp: z.string().nullable(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type User = z.infer<typeof userSchema>;

/** A user row of a list: columns the caller's role may not see are left out. */
export const userRowSchema = userSchema.partial().extend({ id: z.string() });

export const userInputSchema = z.object({
  account: ruleField(accountRule, 50),
  realName: ruleField(nameRule, 50),
  gender: genderSchema.default(0),
  mobile: optionalRuleField(mobileRule, 11),
  email: optionalRuleField(emailRule, 100),
  /** National ID number (18 characters, date and check character verified). */
  idCard: optionalRuleField(idCardRule, 18),
  /** Url of the avatar image (an `annexpic` upload); '' for none. */
  avatar: z.string().trim().max(300).optional(),
  organizeId: z.string().min(1),
  positionIds: z.array(z.string()).max(50).default([]),
  roleIds: z.array(z.string()).max(50).default([]),
  managerId: z.string().nullable().optional(),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
  /** MD5 hex of the initial password; omitted: the default initial password, flagged weak. */
  password: md5HexSchema.optional(),
});

/** Update: what the body leaves out is kept; `lastModifyTime` refuses a save over someone else's. */
export const userUpdateSchema = updateBodyOf(userInputSchema.omit({ password: true }));

export const userListQuerySchema = listQuerySchema.extend({
  organizeId: z.string().optional(),
  /** Holders of one position (the position page's holder count links here). */
  positionId: z.string().optional(),
  /** Users given one role. */
  roleId: z.string().optional(),
  enabledMark: z.coerce.number().int().min(0).max(1).optional(),
  /** 1: only accounts whose sign-in is refused now after too many wrong passwords (the home page links here). */
  locked: z.coerce.number().int().min(1).max(1).optional(),
  /** Created on or after / before (ms epoch): the list's date range. */
  startTime: z.coerce.number().int().optional(),
  endTime: z.coerce.number().int().optional(),
});

/** The export takes the list's filter without the paging. */
export const userExportQuerySchema = userListQuerySchema.omit({ currentPage: true, pageSize: true });

export const userBriefSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  organizeId: z.string().nullable(),
  organizeName: z.string().nullable(),
  avatar: z.string(),
});

const menu = 'system.user';

/** A user's personal field that the reveal shows one at a time. */
export const revealFieldSchema = z.enum(['idCard', 'mobile', 'email']);

/** Why a personal value is shown in full: required, kept in the operation log. */
export const revealBodySchema = z.object({
  field: revealFieldSchema,
  reason: z.string().trim().min(1).max(200),
});

export const userEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/user',
    auth: { menu },
    query: userListQuerySchema,
    data: pageOf(userRowSchema),
    summary: 'Users, paged, within the caller data scope',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/user',
    auth: { menu, button: 'btn_add' },
    body: userInputSchema,
    data: z.null(),
    summary: 'Create a user',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/system/user/{id}',
    auth: { menu, button: 'btn_edit' },
    body: userUpdateSchema,
    data: z.null(),
    summary: 'Update a user (fields left out are kept; a stale lastModifyTime is refused with 409)',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/user/{id}',
    auth: { menu },
    data: userSchema,
    summary: 'One user',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin-api/system/user/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a user (not an administrator, not yourself)',
  }),
  unlock: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/Users/{id}/Actions/Unlock',
    auth: { menu, button: 'btn_edit' },
    data: z.null(),
    summary: 'Lift the sign-in lockout of a user (failed attempts forgotten)',
  }),
  reactivate: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/Users/{id}/Actions/Reactivate',
    auth: { menu, button: 'btn_edit' },
    data: z.null(),
    summary: 'Re-enable a dormant user: the dormancy counts again from now',
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/user/reset_password/{id}',
    auth: { menu, button: 'btn_resetPwd' },
    body: z.object({ password: md5HexSchema }),
    data: z.null(),
    summary: 'Set a new initial password (flagged weak) and sign the user out everywhere',
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/All',
    auth: 'session',
    data: listOf(userBriefSchema),
    summary: 'Every enabled user, brief',
  }),
  /** Organisation tree with users as leaves (type 'user'). */
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Users/Selector',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Users under their organisations, for pickers',
  }),
  state: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/Users/{id}/Actions/State',
    auth: { menu, button: 'btn_edit' },
    body: stateBodySchema,
    data: z.null(),
    summary:
      'Enable or disable a user (toggle when no enabledMark is sent); disabling signs them out at once',
  }),
  batchState: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/Batch/State',
    auth: { menu, button: 'btn_edit' },
    body: batchStateBodySchema,
    data: batchResultSchema,
    summary: 'Enable or disable many users; each is checked and reported on its own',
  }),
  batchOrganize: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/Batch/Organize',
    auth: { menu, button: 'btn_edit' },
    body: z.object({ ids: batchIdsSchema, organizeId: z.string().min(1) }),
    data: batchResultSchema,
    summary: 'Move many users to one organisation; each is checked and reported on its own',
  }),
  batchRole: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/Batch/Role',
    auth: { menu, button: 'btn_edit' },
    body: z.object({
      ids: batchIdsSchema,
      roleIds: z.array(z.string().min(1)).min(1).max(50),
      /** `add` (default) keeps the roles users have; `replace` makes these their only roles. */
      mode: z.enum(['add', 'replace']).default('add'),
    }),
    data: batchResultSchema,
    summary: 'Give many users roles; each is checked and reported on its own',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/user/export',
    auth: { menu, button: 'btn_export' },
    query: userExportQuerySchema,
    data: z.null(),
    response: 'blob',
    summary:
      'The users of the current filter as an .xlsx workbook (the columns the caller may see; personal fields masked without btn_exportPersonal)',
  }),
  /** One personal value in full, logged with its reason (docs/guide/permissions.md#personal-fields). */
  revealPersonal: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/user/{id}/personal',
    auth: { menu, button: 'btn_viewPersonal' },
    body: revealBodySchema,
    data: z.object({ value: z.string().nullable() }),
    summary: 'Show one personal field of a user unmasked; the reason goes to the operation log',
  }),
  ...importEndpoints('/admin-api/system/user/import', menu, 'users'),
  /** User picker: the organisations and users directly under `{id}` ('0': the top), or a keyword search. */
  pickerNodes: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/ImUser/Selector/{id}',
    auth: 'session',
    body: z.object({
      /** Matches account, name, name pinyin and initials (zhangsan, zs). */
      keyword: z.string().trim().max(100).optional(),
      /** Nodes of the list to skip (the picker's "load more"). */
      offset: z.number().int().min(0).max(1_000_000).optional(),
      /** Nodes to answer at most (default 100). */
      limit: z.number().int().min(1).max(500).optional(),
    }),
    data: z.object({ list: z.array(treeNodeSchema), total: z.number().int() }),
    summary:
      'One page of the picker nodes under an organisation, or of the users matching a keyword, with the total',
  }),
  byIds: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Users/getUserList',
    auth: 'session',
    body: z.object({ userId: z.union([z.string(), z.array(z.string()).max(500)]) }),
    data: listOf(userBriefSchema),
    summary: 'Users by id (names for chosen ids)',
  }),
  getMerchant: defineEndpoint({
    method: 'GET',
    path: '/api/permission/UserMachine/GetMerchantByUserId',
    auth: { menu },
    query: z.object({ UserId: z.string().min(1) }),
    data: merchantLinkSchema.extend({ UserId: z.string() }),
    summary: 'Merchant linked to a user',
  }),
  setMerchant: defineEndpoint({
    method: 'POST',
    path: '/api/permission/UserMachine/SetMerchantId',
    auth: { menu, button: 'btn_edit' },
    body: z.object({ UserId: z.string().min(1), merchantId: z.string().trim().max(64).nullable() }),
    data: z.null(),
    summary: 'Link a user to a merchant (null unlinks)',
  }),
};
