import * as z from 'zod';
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
import { stateBodySchema, updateBodyOf } from './update-body.ts';

/** Administrative division: 1 province, 2 prefecture-level city, 3 district/county. Root parent is -1. */
export const areaSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.number().int(),
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  isLeaf: z.boolean(),
  hasChildren: z.boolean(),
  ...auditShape,
});
export type Area = z.infer<typeof areaSchema>;

export const areaInputSchema = z.object({
  parentId: z.string().min(1).default('-1'),
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  type: z.number().int().min(1).max(5).optional(),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const areaUpdateSchema = updateBodyOf(areaInputSchema);

const menu = 'system.area';

export const areaEndpoints = {
  /** Children of one area (`-1` for the provinces), filtered by keyword. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/Area/{id}',
    auth: { menu },
    query: keywordQuerySchema,
    data: listOf(areaSchema),
    summary: 'Areas under a parent (-1 for the provinces)',
  }),
  /** Lazy cascader/selector: children of `{parentId}` ('0' or '-1' for the root), leaving out area `{id}` ('0' none). */
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/system/Area/{id}/Selector/{parentId}',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Area nodes under {parentId} (0 or -1: provinces), excluding area {id} being edited (0: none)',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/Area',
    auth: { menu, button: 'btn_add' },
    body: areaInputSchema,
    data: z.null(),
    summary: 'Create an area',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/Area/{id}',
    auth: { menu, button: 'btn_edit' },
    body: areaUpdateSchema,
    data: z.null(),
    summary: 'Update an area',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/system/Area/{id}/Info',
    auth: { menu },
    data: areaSchema,
    summary: 'One area',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/system/Area/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete an area without children',
  }),
  state: defineEndpoint({
    method: 'PUT',
    path: '/api/system/Area/{id}/Actions/State',
    auth: { menu, button: 'btn_edit' },
    body: stateBodySchema,
    data: z.null(),
    summary: 'Enable or disable (the enabledMark sent; toggles when none is sent)',
  }),
};
