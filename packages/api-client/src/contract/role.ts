import * as z from 'zod';
import {
  auditShape,
  descriptionSchema,
  enabledMarkSchema,
  enCodeSchema,
  fullNameSchema,
  listOf,
  listQuerySchema,
  pageOf,
  sortCodeSchema,
} from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { stateBodySchema, updateBodyOf } from './update-body.ts';

/** all, own organisation, own organisation and below, own records, chosen organisations. */
export const dataScopeSchema = z.enum(['all', 'org', 'orgAndBelow', 'own', 'custom']);
export type DataScope = z.infer<typeof dataScopeSchema>;

/** Role types (the codes of the 'roleType' dictionary, which gives their names). */
export const roleTypeSchema = z.enum(['user', 'system', 'organize']);

export const roleSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string(),
  enabledMark: enabledMarkSchema,
  dataScope: dataScopeSchema,
  userCount: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type Role = z.infer<typeof roleSchema>;
export const roleRowSchema = roleSchema.partial().extend({ id: z.string() });

export const roleInputSchema = z.object({
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  type: roleTypeSchema.default('user'),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const roleUpdateSchema = updateBodyOf(roleInputSchema);

/** Everything a role grants; stored in one transaction by sync_permission. */
export const rolePermissionSchema = z.object({
  menus: z.array(z.string()).max(2000),
  buttons: z.array(z.string()).max(5000),
  columns: z.array(z.string()).max(5000),
  forms: z.array(z.string()).max(5000),
  dataScope: dataScopeSchema,
  /** Organisations visible with data scope 'custom'. */
  dataScopeOrgIds: z.array(z.string()).max(2000).default([]),
});

/** Role list filters: keyword (name or code) and the role type (dictionary 'roleType'). */
export const roleListQuerySchema = listQuerySchema.extend({
  type: roleTypeSchema.optional(),
});

/** A user holding a role. */
export const roleMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  organizeName: z.string().nullable(),
  enabledMark: enabledMarkSchema,
});
export type RoleMember = z.infer<typeof roleMemberSchema>;

export const roleMembersBodySchema = z.object({
  userIds: z.array(z.string().min(1).max(64)).min(1).max(500),
});

export interface PermissionTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: 'C' | 'M';
  buttons: { id: string; enCode: string; fullName: string }[];
  columns: { id: string; enCode: string; fullName: string }[];
  forms: { id: string; enCode: string; fullName: string }[];
  children: PermissionTreeNode[];
}
const grantableSchema = z.object({ id: z.string(), enCode: z.string(), fullName: z.string() });
export const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode, PermissionTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    type: z.enum(['C', 'M']),
    buttons: z.array(grantableSchema),
    columns: z.array(grantableSchema),
    forms: z.array(grantableSchema),
    children: z.array(permissionTreeNodeSchema),
  }),
);

const menu = 'system.role';

export const roleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/role',
    auth: { menu },
    query: roleListQuerySchema,
    data: pageOf(roleRowSchema),
    summary: 'Roles, paged',
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/admin-api/common/role_all',
    auth: 'session',
    data: listOf(roleSchema.pick({ id: true, fullName: true, enCode: true, type: true, enabledMark: true })),
    summary: 'Every role, for pickers',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/role',
    auth: { menu, button: 'btn_add' },
    body: roleInputSchema,
    data: z.null(),
    summary: 'Create a role',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/system/role/{id}',
    auth: { menu, button: 'btn_edit' },
    body: roleUpdateSchema,
    data: z.null(),
    summary: 'Update a role',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/role/{id}',
    auth: { menu },
    data: roleSchema,
    summary: 'One role',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin-api/system/role/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a role no user holds',
  }),
  syncPermission: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/role/sync_permission/{id}',
    auth: { menu: 'system.authorize', button: 'btn_edit' },
    body: rolePermissionSchema,
    data: z.null(),
    summary: 'Replace the menus, buttons, columns, forms and data scope of a role (one transaction)',
  }),
  state: defineEndpoint({
    method: 'PUT',
    path: '/api/system/Role/{id}/Actions/State',
    auth: { menu, button: 'btn_edit' },
    body: stateBodySchema,
    data: z.null(),
    summary: 'Enable or disable (the enabledMark sent; toggles when none is sent)',
  }),
  /**
   * Beyond the original list (docs/guide/api.md#beyond-the-original-list): who holds the role (only users
   * inside the caller's data scope).
   */
  members: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/role/{id}/users',
    auth: { menu },
    query: listQuerySchema,
    data: pageOf(roleMemberSchema),
    summary: 'Users holding a role, paged (within my data scope)',
  }),
  /** Beyond the original list: give the role to users (each must lie inside the caller's data scope). */
  addMembers: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/role/{id}/users',
    auth: { menu, button: 'btn_edit' },
    body: roleMembersBodySchema,
    data: z.null(),
    summary: 'Give a role to users',
  }),
  /** Beyond the original list: take the role from users (each must lie inside the caller's data scope). */
  removeMembers: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/role/{id}/users/remove',
    auth: { menu, button: 'btn_edit' },
    body: roleMembersBodySchema,
    data: z.null(),
    summary: 'Take a role from users',
  }),
  /**
   * Beyond the original list (its path was not given there): what a role grants now, for the authorize page.
   */
  permission: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/role/permission/{id}',
    auth: { menu: 'system.authorize' },
    data: rolePermissionSchema,
    summary: 'Current grants of a role',
  }),
  /** Beyond the original list: every menu with its buttons, columns and forms, for the authorize page. */
  permissionTree: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/role/permission_tree',
    auth: { menu: 'system.authorize' },
    data: listOf(permissionTreeNodeSchema),
    summary: 'Everything a role can be granted',
  }),
};
