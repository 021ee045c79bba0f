import type { FastifyInstance } from 'fastify';
import type { OpenedDatabase } from '../db/open-database.ts';
import { migrationsFolder } from '../db/open-database.ts';
import { registerHealthRoutes } from './health-routes.ts';
import { createReadiness, type Readiness } from './readiness.ts';
import { registerRequestIdHeader } from './request-id.ts';

export interface Ops {
  readiness: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Operations state: readiness (and its draining switch). */
    ops: Ops;
  }
}

/**
 * What an operator runs the server with, apart from the API: liveness and readiness probes and the
 * request id on every answer.
 */
export async function registerOps(app: FastifyInstance, database: OpenedDatabase): Promise<Ops> {
  const readiness = createReadiness(database.raw, migrationsFolder());
  const ops: Ops = { readiness };
  app.decorate('ops', ops);
  registerRequestIdHeader(app);
  registerHealthRoutes(app, readiness);
  return ops;
}
