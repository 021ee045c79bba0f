import * as z from 'zod';
import { batchResultSchema, batchStateBodySchema } from './batch.ts';
import { listOf, listQuerySchema, pageOf, treeNodeSchema } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { importEndpoints } from './import.ts';
import { organizeInputSchema, organizeSchema } from './organize.ts';
import { updateBodyOf } from './update-body.ts';

/** A department is an organisation node of category 'department'; its parent is a company or department. */
export const departmentSchema = organizeSchema.extend({ parentName: z.string().nullable() });
export type Department = z.infer<typeof departmentSchema>;

export const departmentInputSchema = organizeInputSchema
  .omit({ category: true })
  .extend({ parentId: z.string().min(1) });

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const departmentUpdateSchema = updateBodyOf(departmentInputSchema);

export const departmentListQuerySchema = listQuerySchema.extend({
  /** Only departments under this organisation (and below). */
  organizeId: z.string().optional(),
});

export const merchantLinkSchema = z.object({ merchantId: z.string().nullable() });

const menu = 'system.department';

export const departmentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/dept',
    auth: { menu },
    query: departmentListQuerySchema,
    data: pageOf(departmentSchema),
    summary: 'Departments, paged',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/dept',
    auth: { menu, button: 'btn_add' },
    body: departmentInputSchema,
    data: z.null(),
    summary: 'Create a department',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin-api/system/dept/{id}',
    auth: { menu, button: 'btn_edit' },
    body: departmentUpdateSchema,
    data: z.null(),
    summary: 'Update a department',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/dept/{id}',
    auth: { menu },
    data: departmentSchema,
    summary: 'One department (for its edit form)',
  }),
  batchState: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/dept/batch_state',
    auth: { menu, button: 'btn_edit' },
    body: batchStateBodySchema,
    data: batchResultSchema,
    summary: 'Enable or disable many departments; each is checked and reported on its own',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin-api/system/dept/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a department with no children, users or positions',
  }),
  /** Department picker: companies (not selectable) and departments, without `{id}` and below. */
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Organize/Department/Selector/{id}',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Department tree for pickers, excluding {id} and below (0: none)',
  }),
  /** Departments inside the caller's data scope. */
  authSelector: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Organize/Depart/Auth/Selector',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Department tree limited to the caller data scope',
  }),
  getMerchant: defineEndpoint({
    method: 'GET',
    path: '/api/permission/DepartMachine/GetMerchantByDepartId',
    auth: { menu },
    query: z.object({ DepartId: z.string().min(1) }),
    data: merchantLinkSchema.extend({ DepartId: z.string() }),
    summary: 'Merchant linked to a department',
  }),
  setMerchant: defineEndpoint({
    method: 'POST',
    path: '/api/permission/DepartMachine/SetMerchantId',
    auth: { menu, button: 'btn_edit' },
    body: z.object({ DepartId: z.string().min(1), merchantId: z.string().trim().max(64).nullable() }),
    data: z.null(),
    summary: 'Link a department to a merchant (null unlinks)',
  }),
  ...importEndpoints('/admin-api/system/dept/import', menu, 'departments'),
};
