import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.ts';

/**
 * Route options of the probes: logged only when they fail (a balancer asks every few seconds), never
 * shed under pressure (`pressureHandler` lets them through), outside the contract, so no token, no
 * operation log and no sign-in rate limit apply.
 */
const PROBE_OPTIONS = { logLevel: 'warn', config: { pressureHandler: () => undefined } } as const;

/**
 * `GET /healthz`: the process is up and serving (no database call), for a liveness check that restarts
 * a stuck process; with its pid (which worker answered). `GET /readyz`: the instance should get traffic (database within 1 s, migrations
 * applied, not draining); 503 with the reason otherwise, for the balancer's check.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', PROBE_OPTIONS, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The process id tells which worker answered (WORKERS > 1: several processes share the port).
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()), pid: process.pid };
  });
  app.get('/readyz', PROBE_OPTIONS, async (_req, reply) => {
    const state = await readiness.check();
    reply.header('Cache-Control', 'no-store');
    if (!state.ready) reply.code(503).header('Retry-After', '5');
    return { status: state.ready ? 'ready' : 'not ready', ...state };
  });
}
