import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { auditLogNames } from '../audit/audit-logs.ts';
import { isAuditLogName, runAuditTask } from '../audit/audit-task.ts';
import { bearerMatches } from './bearer-token.ts';

/** Where a server running on PGlite answers the audit command (audit-cli.ts), beside the backup. */
export const AUDIT_PATH = '/ops/audit';

/**
 * The audit command while the server runs on PGlite (nothing else may open DATA_DIR): `POST /ops/audit`
 * with `{ command: 'check' | 'purge', logs }` and the token of `DATA_DIR/server.json`, as the backup
 * asks. Outside the contract like the probes: no session, no operation log, never shed.
 */
export function registerAuditEndpoint(app: FastifyInstance, ctx: AppContext, token: string): void {
  app.post(AUDIT_PATH, { config: { pressureHandler: () => undefined } }, async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token))
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'token missing or wrong' });
    const body = (req.body ?? {}) as { command?: unknown; logs?: unknown };
    const logs: unknown[] = Array.isArray(body.logs) ? body.logs : [...auditLogNames];
    if ((body.command !== 'check' && body.command !== 'purge') || !logs.every(isAuditLogName))
      return reply
        .code(400)
        .send({ error: 'command must be check or purge, logs operation, sign-in or history' });
    reply.header('Cache-Control', 'no-store');
    return runAuditTask(ctx.db, ctx.config, ctx.now(), { command: body.command, logs });
  });
}
