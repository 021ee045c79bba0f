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
};
