import * as z from 'zod';
import { listQuerySchema, pageOf } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** The kinds of record that keep a change history, each read on its own management page. */
export const historyKinds = [
  'user',
  // Companies and departments are one table and one kind (both pages show the same history).
  'organize',
  'position',
  'role',
  'dictionaryType',
  'dictionaryData',
  'area',
  'billRule',
  'printTemplate',
  // One record: the system's security policy (its id is 'default').
  'securityPolicy',
] as const;
export const historyKindSchema = z.enum(historyKinds);
export type HistoryKind = z.infer<typeof historyKindSchema>;

/** The page (menu code) whose holders may read a kind's history, as they may read its records. */
export const historyKindMenus: Record<HistoryKind, readonly string[]> = {
  user: ['system.user'],
  organize: ['system.organize', 'system.department'],
  position: ['system.position'],
  // A role's grants are read on the authorisation page too.
  role: ['system.role', 'system.authorize'],
  dictionaryType: ['system.dictionary'],
  dictionaryData: ['system.dictionary'],
  area: ['system.area'],
  billRule: ['system.billRule'],
  printTemplate: ['systemData.printDev'],
  securityPolicy: ['system.securityPolicy'],
};

/** What an entry did: `event` is a named action without field values (reset password, unlock). */
export const historyActions = [
  'create',
  'update',
  'delete',
  'state',
  'grant',
  'restore',
  'import',
  'event',
] as const;
export const historyActionSchema = z.enum(historyActions);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** One changed field: its value before and after; list fields also say which ids were added and removed. */
export const historyChangeSchema = z.object({
  field: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  added: z.array(z.string()).optional(),
  removed: z.array(z.string()).optional(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** One entry of a record's history. */
export const historyEntrySchema = z.object({
  id: z.string(),
  kind: historyKindSchema,
  recordId: z.string(),
  action: historyActionSchema,
  /** The event's name (resetPassword, unlock, addMembers, removeMembers, enableSecondFactor, disableSecondFactor, resetSecondFactor) when action is `event`. */
  event: z.string().nullable(),
  userId: z.string().nullable(),
  /** Who, by the account they had at the time. */
  account: z.string().nullable(),
  ip: z.string().nullable(),
  time: z.number().int(),
  changes: z.array(historyChangeSchema),
  /** Names of the ids the changes mention, as they were named at the time, in the caller's language. */
  names: z.record(z.string(), z.string()),
  /** A delete entry whose record can be brought back (POST …/Actions/Restore). */
  restorable: z.boolean(),
  /** The record's name as the entry knows it (what a deleted record held, a name field it changed). */
  recordName: z.string().nullable().optional(),
  /** The changed fields' names in the caller's language, for readers without a page of their own. */
  labels: z.record(z.string(), z.string()).optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Filters of the audit search: kind, record (id or name), who, action and a time range (ms since epoch, inclusive). */
export const historySearchQuerySchema = listQuerySchema.extend({
  kind: historyKindSchema.optional(),
  recordId: z.string().trim().max(64).optional(),
  /** Part of the record's name as its entries keep it (a deleted record's copy, a changed name field). */
  recordName: z.string().trim().max(100).optional(),
  /** Part of the account of who made the change. */
  account: z.string().trim().max(50).optional(),
  action: historyActionSchema.optional(),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
});

/** The audit search's export: the same filters, without paging. */
export const historyExportQuerySchema = historySearchQuerySchema.omit({ currentPage: true, pageSize: true });

/**
 * The request header of a save that brings back values from a history entry (the form pre-filled by
 * 恢复这些值): its value is that update entry's id, and the save's entry is recorded as `restore`.
 */
export const RESTORE_OF_HEADER = 'X-Restore-Of';

const auditMenu = 'permission.recordHistory';

export const historyEndpoints = {
  /** Any signed-in user holding the kind's page; the record must lie inside their data scope. */
  record: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/history/{kind}/{id}',
    auth: 'session',
    query: listQuerySchema.pick({ currentPage: true, pageSize: true }),
    data: pageOf(historyEntrySchema),
    summary: "One record's change history, newest first",
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/history',
    auth: { menu: auditMenu },
    query: historySearchQuerySchema,
    data: pageOf(historyEntrySchema),
    summary: 'Audit search of every change history, newest first, inside the caller’s data scope',
  }),
  /**
   * Brings back a deleted user, position or dictionary item from its delete entry (400 naming the
   * field when its account or code is taken again). Needs the audit page's 恢复 button (btn_restore).
   */
  restore: defineEndpoint({
    method: 'POST',
    path: '/admin-api/system/history/{id}/restore',
    auth: { menu: auditMenu, button: 'btn_restore' },
    data: z.null(),
    summary: 'Restore a deleted record from its delete entry',
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/admin-api/system/history/export',
    auth: { menu: auditMenu, button: 'btn_export' },
    query: historyExportQuerySchema,
    data: z.instanceof(Blob),
    response: 'blob',
    summary: 'The audit search as an .xlsx file',
  }),
};
