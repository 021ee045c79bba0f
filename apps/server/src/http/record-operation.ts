import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { newId } from '../db/new-id.ts';
import { operationLogs } from '../db/schema/index.ts';
import type { AuthContext } from './session-auth.ts';

/** Writes one operation-log row for a successful change (path without its query string). */
export async function recordOperation(
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthContext,
  summary: string,
  durationMs: number,
) {
  const now = ctx.now();
  await ctx.db.insert(operationLogs).values({
    id: newId(),
    userId: auth.userId,
    account: auth.account,
    method: req.method,
    path: (req.url.split('?')[0] ?? '').slice(0, 300),
    summary,
    ip: req.ip,
    durationMs: Math.max(0, Math.round(durationMs)),
    createdAt: now,
  });
}
