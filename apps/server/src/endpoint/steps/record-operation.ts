import type { Endpoint } from '@pmc/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../auth/session-auth.ts';
import { bulkInsert } from '../../db/bulk-insert.ts';
import { newId } from '../../db/new-id.ts';
import { operationLogs } from '../../db/schema/index.ts';
import { maskAnswer } from '../../masking/mask-answer.ts';

/** How a change ended: its envelope code (200 done, 403 refused, anything else failed). */
export function operationResult(code: number): 'success' | 'refused' | 'failed' {
  return code === 200 ? 'success' : code === 403 ? 'refused' : 'failed';
}

/**
 * Writes one operation-log row for a change a signed-in user tried, whatever its outcome (path
 * without its query string, unless `withQuery`: an audited read keeps the filters it was asked with). The
 * menu and button codes let the log page show a translated title; the detail a handler gave is kept with
 * personal values masked.
 */
export async function recordOperation(
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthContext,
  endpoint: Endpoint,
  durationMs: number,
  code = 200,
  { withQuery = false, detail }: { withQuery?: boolean; detail?: Record<string, unknown> | undefined } = {},
) {
  const now = ctx.now();
  const declared = typeof endpoint.auth === 'object' ? endpoint.auth : null;
  // Through bulkInsert: its text is written once, where Drizzle's insert is built again on every change.
  await bulkInsert(ctx.db, operationLogs, [
    {
      id: newId(),
      userId: auth.userId,
      account: auth.account,
      method: req.method,
      path: (withQuery ? req.url : (req.url.split('?')[0] ?? '')).slice(0, 300),
      summary: endpoint.summary,
      menuCode: declared?.menu ?? null,
      buttonCode: declared?.button ?? null,
      result: operationResult(code),
      code,
      ip: req.ip,
      durationMs: Math.max(0, Math.round(durationMs)),
      createdAt: now,
      detail: detail ? maskAnswer(detail) : null,
    },
  ]);
  ctx.audit?.written('operation');
}
