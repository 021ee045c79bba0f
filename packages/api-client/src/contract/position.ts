import { z } from 'zod';
import {
  auditShape,
  descriptionSchema,
  enabledMarkSchema,
  enCodeSchema,
  fullNameSchema,
  listOf,
  listQuerySchema,
  pageOf,
  treeNodeSchema,
} from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

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

export const positionInputSchema = z.object({
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  type: z.string().trim().min(1).max(50),
  organizeId: z.string().min(1),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: z.number().int().min(0).max(999999).default(0),
  description: descriptionSchema,
});

export const positionListQuerySchema = listQuerySchema.extend({ organizeId: z.string().optional() });

const menu = 'system.position';

export const positionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/permission/Position',
    auth: { menu },
    query: positionListQuerySchema,
    data: pageOf(positionSchema),
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
    body: positionInputSchema,
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
};
