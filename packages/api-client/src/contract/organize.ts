import * as z from 'zod';
import { batchResultSchema, batchStateBodySchema } from './batch.ts';
import {
  auditShape,
  descriptionSchema,
  enabledMarkSchema,
  enCodeSchema,
  fullNameSchema,
  keywordQuerySchema,
  listOf,
  sortCodeSchema,
  treeNodeSchema,
} from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { importEndpoints } from './import.ts';
import { updateBodyOf } from './update-body.ts';

export const organizeCategorySchema = z.enum(['company', 'department']);

export const organizePropertySchema = z.object({
  shortName: z.string().max(50).nullable().optional(),
  enterpriseNature: z.string().max(50).nullable().optional(),
});

/** One node of the organisation tree: a company or a department. */
export const organizeSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  category: organizeCategorySchema,
  fullName: z.string(),
  enCode: z.string(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  propertyJson: organizePropertySchema,
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type Organize = z.infer<typeof organizeSchema>;

/** `memberCount`: users in the organisation and below (what the user list filtered on it shows). */
export type OrganizeTreeRow = Organize & {
  hasChildren: boolean;
  memberCount: number;
  children?: OrganizeTreeRow[];
};
export const organizeTreeRowSchema: z.ZodType<OrganizeTreeRow, OrganizeTreeRow> = z.lazy(() =>
  organizeSchema.extend({
    hasChildren: z.boolean(),
    memberCount: z.number().int(),
    children: z.array(organizeTreeRowSchema).optional(),
  }),
);

export const organizeInputSchema = z.object({
  parentId: z.string().min(1).default('-1'),
  category: organizeCategorySchema.default('company'),
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  managerId: z.string().nullable().optional(),
  propertyJson: organizePropertySchema.default({}),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const organizeUpdateSchema = updateBodyOf(organizeInputSchema);

/** What a delegated administrator may do with the organisations, positions and users beneath the organisation. */
export const organizeAdminRightsSchema = z.object({
  canView: z.boolean(),
  canAdd: z.boolean(),
  canEdit: z.boolean(),
  canRemove: z.boolean(),
});

export const organizeAdminSchema = z.object({
  organizeId: z.string(),
  list: z.array(
    organizeAdminRightsSchema.extend({ userId: z.string(), account: z.string(), realName: z.string() }),
  ),
});

export const organizeAdminUpdateSchema = z.object({
  list: z.array(organizeAdminRightsSchema.extend({ userId: z.string().min(1).max(64) })).max(100),
});

const menu = 'system.organize';
/** 分级管理 has its own page: holding the organisation page does not let one delegate. */
const delegationMenu = 'permission.organizeAdmin';

export const organizeEndpoints = {
  /** The organisation tree as table rows (children nested), filtered by keyword. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Organize',
    auth: { menu },
    query: keywordQuerySchema,
    data: listOf(organizeTreeRowSchema),
    summary: 'Organisation tree rows',
  }),
  /** Parent picker: the tree without organisation `{id}` and its subtree ('0': nothing left out). */
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Organize/Selector/{id}',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Organisation tree for a parent picker, excluding {id} and below',
  }),
  /** Company tree loader (companies and departments as generic nodes). */
  tree: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Organize/Tree',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Whole organisation tree',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Organize',
    auth: { menu, button: 'btn_add' },
    body: organizeInputSchema,
    data: z.null(),
    summary: 'Create a company or department',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/Organize/{id}',
    auth: { menu, button: 'btn_edit' },
    body: organizeUpdateSchema,
    data: z.null(),
    summary: 'Update (or move) an organisation',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Organize/{id}',
    auth: { menu },
    data: organizeSchema,
    summary: 'One organisation',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/permission/Organize/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete an organisation with no children, users or positions',
  }),
  adminInfo: defineEndpoint({
    method: 'GET',
    path: '/api/permission/organizeAdminIsTrator/{organizeId}',
    auth: { menu: delegationMenu },
    data: organizeAdminSchema,
    summary: 'Delegated administrators of an organisation',
  }),
  adminUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/organizeAdminIsTrator/{organizeId}',
    auth: { menu: delegationMenu, button: 'btn_edit' },
    body: organizeAdminUpdateSchema,
    data: z.null(),
    summary: 'Set the delegated administrators of an organisation and their rights',
  }),
  batchState: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Organize/Batch/State',
    auth: { menu, button: 'btn_edit' },
    body: batchStateBodySchema,
    data: batchResultSchema,
    summary: 'Enable or disable many organisations; each is checked and reported on its own',
  }),
  /** Spreadsheet import: a row's parent is named by code (an existing one or another row of the file). */
  ...importEndpoints('/api/permission/Organize/import', menu, 'organisations'),
};
