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

/** Date part of a bill number: none, year, year-month, year-month-day. */
export const billDateFormatSchema = z.enum(['', 'yyyy', 'yyyyMM', 'yyyyMMdd']);

export const billRuleSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  prefix: z.string(),
  dateFormat: billDateFormatSchema,
  /** Digits of the serial part, zero-padded. */
  digit: z.number().int(),
  startNumber: z.number().int(),
  /** The serial number issued last (startNumber - 1 before the first). */
  currentNumber: z.number().int(),
  /** Date part of the number issued last (null before the first): a new date part restarts the serial. */
  serialDate: z.string().nullable(),
  /** An example of the next number. */
  example: z.string(),
  enabledMark: enabledMarkSchema,
  sortCode: z.number().int(),
  description: z.string().nullable(),
  ...auditShape,
});
export type BillRule = z.infer<typeof billRuleSchema>;
export const billRuleRowSchema = billRuleSchema.partial().extend({ id: z.string() });

export const billRuleInputSchema = z.object({
  fullName: fullNameSchema,
  enCode: enCodeSchema,
  prefix: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9_-]*$/)
    .default(''),
  dateFormat: billDateFormatSchema.default('yyyyMMdd'),
  digit: z.number().int().min(1).max(12).default(4),
  startNumber: z.number().int().min(0).max(999_999_999).default(1),
  /** The serial issued last; omitted on create it is startNumber - 1, on update it stays as it is. */
  currentNumber: z.number().int().min(0).max(999_999_999).optional(),
  enabledMark: enabledMarkSchema.default(1),
  sortCode: sortCodeSchema,
  description: descriptionSchema,
});

/** Update: fields left out keep their stored value; a stale `lastModifyTime` is refused (409). */
export const billRuleUpdateSchema = updateBodyOf(billRuleInputSchema);

const menu = 'system.billRule';

export const billRuleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/system/BillRule',
    auth: { menu },
    query: listQuerySchema,
    data: pageOf(billRuleRowSchema),
    summary: 'Bill rules, paged',
  }),
  selector: defineEndpoint({
    method: 'GET',
    path: '/api/system/BillRule/Selector',
    auth: 'session',
    data: listOf(billRuleSchema.pick({ id: true, fullName: true, enCode: true })),
    summary: 'Enabled bill rules, for pickers',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/system/BillRule',
    auth: { menu, button: 'btn_add' },
    body: billRuleInputSchema,
    data: z.null(),
    summary: 'Create a bill rule',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/system/BillRule/{id}',
    auth: { menu, button: 'btn_edit' },
    body: billRuleUpdateSchema,
    data: z.null(),
    summary: 'Update a bill rule',
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/api/system/BillRule/{id}',
    auth: { menu },
    data: billRuleSchema,
    summary: 'One bill rule',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/system/BillRule/{id}',
    auth: { menu, button: 'btn_remove' },
    data: z.null(),
    summary: 'Delete a bill rule',
  }),
  state: defineEndpoint({
    method: 'PUT',
    path: '/api/system/BillRule/{id}/Actions/State',
    auth: { menu, button: 'btn_edit' },
    body: stateBodySchema,
    data: z.null(),
    summary: 'Enable or disable (the enabledMark sent; toggles when none is sent)',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/system/BillRule/{id}/Action/Export',
    auth: { menu, button: 'btn_export' },
    data: z.instanceof(Blob),
    response: 'blob',
    summary: 'Bill rule {id} as an .xlsx file',
  }),
  /**
   * Beyond the original list (docs/guide/api.md#beyond-the-original-list; forms call it when saving): issues
   * the next number; atomic, never repeats.
   */
  issue: defineEndpoint({
    method: 'POST',
    path: '/api/system/BillRule/BillNumber/{enCode}',
    auth: 'session',
    data: z.object({ billNumber: z.string() }),
    summary: 'Issue the next bill number of rule {enCode}',
  }),
};
