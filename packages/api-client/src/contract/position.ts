import * as z from 'zod';
import { batchResultSchema, batchStateBodySchema } from './batch.ts';
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
  treeNodeSchema,
} from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { importEndpoints } from './import.ts';
import { updateBodyOf } from './update-body.ts';

export const positionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** Position type: the enCode of an item of the `positionType` dictionary. */
  type: z.string(),
  organizeId: z.string(),
  organizeName: z.string().nullable(),
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type Position = z.infer<typeof positionSchema>;

/** A row of the position list: the position with how many users hold it (the user list filters by `positionId`). */
export const positionRowSchema = positionSchema
  .partial()
  .extend({ id: z.string(), holderCount: z.number().int() });

export const positionInputSchema = z.object({
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  type: z.string().trim().min(1).max(50),
  organizeId: z.string().min(1),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const positionUpdateSchema = updateBodyOf(positionInputSchema);

export const positionListQuerySchema = listQuerySchema.extend({ organizeId: z.string().optional() });

const menu = 'system.position';

export const positionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Position',
    auth: { menu },
    query: positionListQuerySchema,
    data: pageOf(positionRowSchema),
    summary: 'Positions, paged, optionally within one organisation and below',
  }),
  /** Organisation tree with the positions as leaves (type 'position'). */
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Position/Selector',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Positions under their organisations, for pickers',
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Position/All',
    auth: 'session',
    data: listOf(positionSchema),
    summary: 'Every enabled position',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Position',
    auth: { menu, button: 'btn_add' },
    body: positionInputSchema,
    data: z.null(),
    summary: 'Create a position',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/permission/Position/{id}',
    auth: { menu, button: 'btn_edit' },
    body: positionUpdateSchema,
    data: z.null(),
    summary: 'Update a position',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Position/{id}',
    auth: { menu },
    data: positionSchema,
    summary: 'One position',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/permission/Position/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a position no user holds',
  }),
  batchState: defineEndpoint({
    method: 'POST',
    path: '/api/permission/Position/Batch/State',
    auth: { menu, button: 'btn_edit' },
    body: batchStateBodySchema,
    data: batchResultSchema,
    summary: 'Enable or disable many positions; each is checked and reported on its own',
  }),
  /** Spreadsheet import: a row's organisation by code or unique name, its type by the dictionary item's name. */
  ...importEndpoints('/api/permission/Position/import', menu, 'positions'),
};
