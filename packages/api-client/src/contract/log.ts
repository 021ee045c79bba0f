import * as z from 'zod';
import { listQuerySchema, pageOf } from './common.ts';
import { defineEndpoint } from './define-endpoint.ts';

/** Filters of both log pages: a time range (ms since epoch, inclusive), an account and the result. */
export const logQuerySchema = listQuerySchema.extend({
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
  /** Part of the account (or of the name, for the sign-in log). */
  account: z.string().trim().max(50).optional(),
});

export const signInLogQuerySchema = logQuerySchema.extend({
  result: z.enum(['success', 'failure']).optional(),
});

export const operationResultSchema = z.enum(['success', 'refused', 'failed']);
export type OperationResult = z.infer<typeof operationResultSchema>;

export const operationLogQuerySchema = logQuerySchema.extend({
  result: operationResultSchema.optional(),
});

/** One sign-in attempt, successful or not. */
export const signInLogSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string().nullable(),
  ip: z.string(),
  ipPlace: z.string().nullable(),
  success: z.boolean(),
  /** What the sign-in answered (stored in the server's source language). */
  message: z.string(),
  time: z.number().int(),
});
export type SignInLog = z.infer<typeof signInLogSchema>;

/** One change tried through the API: done, refused (403) or failed (any other code). */
export const operationLogSchema = z.object({
  id: z.string(),
  account: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  /** What was done, in the caller's language: page and button names, e.g. 角色管理 · 新建. */
  title: z.string(),
  /** The endpoint's summary from the contract (English, for API readers). */
  summary: z.string(),
  result: operationResultSchema,
  code: z.number().int(),
  ip: z.string(),
  durationMs: z.number().int(),
  time: z.number().int(),
  /**
   * What the change named, where the endpoint records it (a reveal's user, field and reason; an
   * unmasked export's filters and row count); personal values in it are masked.
   */
  detail: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;

/** The three audit logs, each one hash chain. */
export const auditLogNameSchema = z.enum(['operation', 'sign-in', 'history']);
export type AuditLogName = z.infer<typeof auditLogNameSchema>;

/** One entry of a chain: its place (`seq`), id and time (null when the entry is gone). */
export const auditEntrySchema = z.object({
  seq: z.number().int(),
  id: z.string().nullable(),
  time: z.number().int().nullable(),
});

/**
 * What the check of one audit log found: intact through entry `through`, or its first break. A fault's
 * `kind` says whether the entry at `seq` was altered, inserted or removed (for `removed`, `id` and `time`
 * name the entry after the gap). Entries written seconds ago and not sealed yet are `pending`, not faults.
 */
export const auditCheckSchema = z.object({
  log: auditLogNameSchema,
  intact: z.boolean(),
  /** Entries verified in order. */
  checked: z.number().int(),
  through: auditEntrySchema.nullable(),
  fault: auditEntrySchema.extend({ kind: z.enum(['altered', 'removed', 'inserted']) }).nullable(),
  pending: z.number().int(),
  oldestPending: z.number().int().nullable(),
  /** Where the chain starts after the retention removed older entries. */
  checkpoint: z.object({ seq: z.number().int(), time: z.number().int().nullable() }).nullable(),
});
export type AuditCheck = z.infer<typeof auditCheckSchema>;

const verify = (menu: string, path: string, name: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    auth: { menu, button: 'btn_verify' },
    data: auditCheckSchema,
    summary: `Check the ${name} hash chain: intact through which entry, or the first altered, removed or inserted one`,
  });

export const logEndpoints = {
  /** The sign-ins of the users inside the caller's data scope, and their own. */
  signIn: defineEndpoint({
    method: 'GET',
    path: '/api/permission/SignInLog',
    auth: { menu: 'permission.signInLog' },
    query: signInLogQuerySchema,
    data: pageOf(signInLogSchema),
    summary: 'Sign-in log, paged (users inside my data scope, and my own)',
  }),
  /** The operations of the users inside the caller's data scope, and their own. */
  operation: defineEndpoint({
    method: 'GET',
    path: '/api/permission/OperationLog',
    auth: { menu: 'permission.operationLog' },
    query: operationLogQuerySchema,
    data: pageOf(operationLogSchema),
    summary:
      'Operation log, paged, refused and failed changes included (users inside my data scope, and my own)',
  }),
  /** 核验 on 操作日志: the operation log's chain. */
  verifyOperation: verify(
    'permission.operationLog',
    '/api/permission/OperationLog/Actions/Verify',
    'operation log',
  ),
  /** 核验 on 登录日志: the sign-in log's chain. */
  verifySignIn: verify('permission.signInLog', '/api/permission/SignInLog/Actions/Verify', 'sign-in log'),
  /** 核验 on 变更历史: the record history's chain. */
  verifyHistory: verify(
    'permission.recordHistory',
    '/api/permission/RecordHistory/Actions/Verify',
    'record history',
  ),
};
