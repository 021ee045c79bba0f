import type { FastifyInstance } from 'fastify';

/**
 * Stops one instance without failing a request: readiness answers 503 at once (the balancer stops
 * sending), requests are still served for `delayMs` (the balancer's check interval), then the listener
 * closes (new connections are refused), requests in flight finish, and the database pool closes
 * (Fastify's onClose). Connections still busy after `graceMs` are cut, so a hung request cannot hold a
 * rolling release. Resolves when everything is closed.
 *
 * Why the delay: a connection the kernel accepted but the process had not yet taken is reset when the
 * listener closes, after its request was sent; a balancer cannot tell whether that request ran, so it
 * does not retry a write (two of 3,391 requests of the rolling-restart bench on a quiet machine).
 */
export async function drain(app: FastifyInstance, graceMs: number, delayMs = 0): Promise<void> {
  app.ops.readiness.draining = true;
  if (delayMs > 0) {
    app.log.info({ delayMs }, 'draining: readiness 503, still serving until the balancer has seen it');
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  app.log.info({ graceMs }, 'draining: closing the listener, finishing requests in flight');
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
export function drainOnSignals(app: FastifyInstance, graceMs: number, delayMs = 0): () => void {
  let draining = false;
  const drainOnce = () => {
    if (draining) return;
    draining = true;
    drain(app, graceMs, delayMs).then(
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
