import type { FastifyInstance } from 'fastify';

/**
 * Stops one instance without failing a request: readiness answers 503 at once (the balancer stops
 * sending), the listener closes (new connections are refused), requests in flight finish, and the
 * database pool closes (Fastify's onClose). Connections still busy after `graceMs` are cut, so a hung
 * request cannot hold a rolling release. Resolves when everything is closed.
 */
export async function drain(app: FastifyInstance, graceMs: number): Promise<void> {
  app.ops.readiness.draining = true;
  app.log.info({ graceMs }, 'draining: readiness 503, finishing requests in flight');
  // What is left after this line is closing the pool and the audit sealer's last seal, not HTTP.
  app.server.once('close', () => app.log.info('draining: every connection closed'));
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'drain grace over: closing the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
  app.log.info('drained and closed');
}

/**
 * SIGTERM and SIGINT drain once and exit 0; a second signal during the drain exits at once. Returns the
 * drain itself for other callers (a cluster worker told by its primary): starting it twice is one drain.
 */
export function drainOnSignals(app: FastifyInstance, graceMs: number): () => void {
  let draining = false;
  const drainOnce = () => {
    if (draining) return;
    draining = true;
    drain(app, graceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'drain failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (draining) process.exit(1);
      drainOnce();
    });
  }
  return drainOnce;
}
