import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { heldSecurityPolicy } from '../auth/security-policy.ts';
import type { OpenedDatabase } from '../db/open-database.ts';
import { migrationsFolder } from '../db/open-database.ts';
import { registerAuditEndpoint } from './audit-endpoint.ts';
import { registerBackupEndpoint } from './backup-endpoint.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { registerMetrics } from './metrics-routes.ts';
import { createReadiness, type Readiness } from './readiness.ts';
import { registerRequestIdHeader } from './request-id.ts';

export interface Ops {
  readiness: Readiness;
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Operations state: readiness (and its draining switch). */
    ops: Ops;
  }
}

/**
 * What an operator runs the server with, apart from the API: liveness and readiness probes, the
 * request id on every answer, Prometheus metrics, load shedding and (PGlite) the backup of the running
 * database. Registered before compression, so the metrics read each envelope as JSON text.
 */
export async function registerOps(
  app: FastifyInstance,
  ctx: AppContext,
  database: OpenedDatabase,
): Promise<Ops> {
  const readiness = createReadiness(database.raw, migrationsFolder());
  const metrics = createMetrics(database.raw, () => ctx.now() - heldSecurityPolicy(ctx).sessionIdleMs);
  const stopTiming = database.statements.observe((seconds) => metrics.queries.observe(seconds));
  const { pool } = database;
  if (pool)
    metrics.readPool = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  app.addHook('onClose', async () => {
    stopTiming();
  });
  const ops: Ops = { readiness, metrics };
  app.decorate('ops', ops);
  registerRequestIdHeader(app);
  registerMetrics(app, metrics, ctx.config.metricsToken);
  await registerLoadShedding(app, ctx.config, database.kind, ctx.now);
  registerHealthRoutes(app, readiness);
  if (database.pglite && database.dataDir)
    registerAuditEndpoint(app, ctx, registerBackupEndpoint(app, database.pglite, database.dataDir));
  return ops;
}
