import * as z from 'zod';
import {
  auditShape,
  descriptionSchema,
  enabledMarkSchema,
  enCodeSchema,
  fullNameSchema,
  listQuerySchema,
  pageOf,
  sortCodeSchema,
} from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';
import { updateBodyOf } from './update-body.ts';

/** Print template type (docs/guide/api.md#files-and-other-calls): 1 flow, 2 form. */
export const printTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const printTemplateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: printTypeSchema,
  /** Grouping in the print selector. */
  category: z.string(),
  /** Rich text as the server stored it: sanitised with the print-template allow-list. */
  content: z.string(),
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type PrintTemplate = z.infer<typeof printTemplateSchema>;

/** The list leaves the content out (it can be long); `info` answers it. */
export const printTemplateRowSchema = printTemplateSchema.omit({ content: true });

export const printTemplateInputSchema = z.object({
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  type: printTypeSchema,
  category: z.string().trim().min(1).max(50),
  /** HTML from the rich-text editor; the server sanitises it before storing. */
  content: z.string().max(200_000).default(''),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const printTemplateUpdateSchema = updateBodyOf(printTemplateInputSchema);

const menu = 'systemData.printDev';

export const printTemplateEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/printDev',
    auth: { menu },
    query: listQuerySchema.extend({ type: z.coerce.number().int().min(1).max(2).optional() }),
    data: pageOf(printTemplateRowSchema),
    summary: 'Print templates, paged, of one type (1 flow, 2 form) or all',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/system/printDev/{id}',
    auth: { menu },
    data: printTemplateSchema,
    summary: 'One print template with its stored (sanitised) content',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/printDev',
    auth: { menu, button: 'btn_add' },
    body: printTemplateInputSchema,
    data: z.null(),
    summary: 'Create a print template (its content sanitised before it is stored)',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/printDev/{id}',
    auth: { menu, button: 'btn_edit' },
    body: printTemplateUpdateSchema,
    data: z.null(),
    summary: 'Update a print template (its content sanitised before it is stored)',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/system/printDev/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a print template',
  }),
};
