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
import { importEndpoints } from './import.ts';
import { stateBodySchema, updateBodyOf } from './update-body.ts';

/** Dictionary types form a tree; a type with isTree 1 holds tree-shaped data. */
export const dictionaryTypeSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  isTree: enabledMarkSchema,
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type DictionaryType = z.infer<typeof dictionaryTypeSchema>;

export type DictionaryTypeTreeRow = DictionaryType & {
  hasChildren: boolean;
  children?: DictionaryTypeTreeRow[];
};
export const dictionaryTypeTreeRowSchema: z.ZodType<DictionaryTypeTreeRow, DictionaryTypeTreeRow> = z.lazy(
  () =>
    dictionaryTypeSchema.extend({
      hasChildren: z.boolean(),
      children: z.array(dictionaryTypeTreeRowSchema).optional(),
    }),
);

export const dictionaryTypeInputSchema = z.object({
  parentId: z.string().min(1).default('-1'),
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  isTree: enabledMarkSchema.default(0),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const dictionaryTypeUpdateSchema = updateBodyOf(dictionaryTypeInputSchema);

export const dictionaryDataSchema = z.object({
  id: z.string(),
  dictionaryTypeId: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type DictionaryData = z.infer<typeof dictionaryDataSchema>;

export type DictionaryDataRow = DictionaryData & { hasChildren: boolean; children?: DictionaryDataRow[] };
export const dictionaryDataRowSchema: z.ZodType<DictionaryDataRow, DictionaryDataRow> = z.lazy(() =>
  dictionaryDataSchema.extend({
    hasChildren: z.boolean(),
    children: z.array(dictionaryDataRowSchema).optional(),
  }),
);

export const dictionaryDataInputSchema = z.object({
  dictionaryTypeId: z.string().min(1),
  parentId: z.string().min(1).default('0'),
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const dictionaryDataUpdateSchema = updateBodyOf(dictionaryDataInputSchema);

/**
 * Dictionary list item (docs/guide/entities-and-states.md#dictionary-list) (DictionaryData/All): a type with
 * its enabled items.
 */
export interface DictionaryItem {
  id: string;
  fullName: string;
  enCode: string;
  parentId: string;
  children?: DictionaryItem[];
}
export const dictionaryItemSchema: z.ZodType<DictionaryItem, DictionaryItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    parentId: z.string(),
    children: z.array(dictionaryItemSchema).optional(),
  }),
);
export const dictionaryListSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  isTree: enabledMarkSchema,
  dictionaryList: z.array(dictionaryItemSchema),
});

const menu = 'system.dictionary';

export const dictionaryTypeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryType/GetTenantList',
    auth: 'session',
    data: listOf(dictionaryTypeTreeRowSchema),
    summary: 'Dictionary type tree',
  }),
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryType/Selector/{id}',
    auth: 'session',
    data: listOf(treeNodeSchema),
    summary: 'Dictionary type tree for a parent picker, excluding {id} and below (0: none)',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/DictionaryType',
    auth: { menu, button: 'btn_add' },
    body: dictionaryTypeInputSchema,
    data: z.null(),
    summary: 'Create a dictionary type',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/DictionaryType/{id}',
    auth: { menu, button: 'btn_edit' },
    body: dictionaryTypeUpdateSchema,
    data: z.null(),
    summary: 'Update a dictionary type',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryType/{id}',
    auth: { menu },
    data: dictionaryTypeSchema,
    summary: 'One dictionary type',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/system/DictionaryType/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a dictionary type with no child types and no data',
  }),
};

export const dictionaryDataEndpoints = {
  /** Data of one type: a tree when the type isTree, else a flat list. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryData/Tenant/{id}',
    auth: { menu },
    query: keywordQuerySchema.extend({ isTree: z.coerce.number().int().optional() }),
    data: listOf(dictionaryDataRowSchema),
    summary: 'Dictionary data of type {id}',
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryData/All',
    auth: 'session',
    data: listOf(dictionaryListSchema),
    summary: 'Every enabled dictionary with its items (cached by the client)',
  }),
  parentSelector: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryData/tyidSelect',
    auth: 'session',
    query: z.object({
      dictionaryTypeId: z.string().min(1),
      isTree: z.coerce.number().int().optional(),
      id: z.string().optional(),
    }),
    data: listOf(treeNodeSchema),
    summary: 'Parent picker for data of a tree type, excluding item id and below',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/DictionaryData',
    auth: { menu, button: 'btn_add' },
    body: dictionaryDataInputSchema,
    data: z.null(),
    summary: 'Create a dictionary item',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/DictionaryData/{id}',
    auth: { menu, button: 'btn_edit' },
    body: dictionaryDataUpdateSchema,
    data: z.null(),
    summary: 'Update a dictionary item',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryData/dataInfo',
    auth: { menu },
    query: z.object({ id: z.string().min(1) }),
    data: dictionaryDataSchema,
    summary: 'One dictionary item',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/system/DictionaryData/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a dictionary item without children',
  }),
  state: defineEndpoint({
    method: 'PUT',
    path: '/api/system/DictionaryData/{id}/Actions/State',
    auth: { menu, button: 'btn_edit' },
    body: stateBodySchema,
    data: z.null(),
    summary: 'Enable or disable (the enabledMark sent; toggles when none is sent)',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/system/DictionaryData/{id}/Action/Export',
    auth: { menu, button: 'btn_export' },
    data: z.instanceof(Blob),
    response: 'blob',
    summary: 'The data of dictionary type {id} as an .xlsx file',
  }),
  /** Spreadsheet import of the items of dictionary type {id}; a tree type's rows name their parent by code. */
  ...importEndpoints('/api/system/DictionaryData/{id}/import', menu, 'the items of dictionary type {id}'),
};
