import type { FastifyInstance } from 'fastify';
import { isMessage, type PrimaryMessage, type WorkerMessage } from './messages.ts';

/** Longest a worker's `/metrics` waits for the primary's aggregate (the primary itself waits 2 s). */
const METRICS_ANSWER_MS = 5_000;

function send(message: WorkerMessage): void {
  // A worker whose primary is gone has no channel; it is draining then (the 'disconnect' below).
  if (process.connected) process.send?.(message);
}

/**
 * Binds a cluster worker to its primary (docs/guide/operations.md#workers): `/metrics` serves the whole
 * server's figures from the primary; the primary's drain message starts the same drain as SIGTERM; a
 * lost primary (its channel closed) drains too; SIGHUP and SIGUSR2 are the primary's (a rolling restart),
 * so a signal sent to the whole process group does not stop the workers. Tells the primary when ready.
 */
export async function linkToPrimary(app: FastifyInstance, drainNow: () => void, port: number): Promise<void> {
  const waiting = new Map<number, (text: string) => void>();
  let nextId = 0;
  app.ops.metrics.text = () =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the cluster primary did not answer with the metrics'));
      }, METRICS_ANSWER_MS);
      waiting.set(id, (text) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(text);
      });
      send({ type: 'pmc:metrics-request', id });
    });
  process.on('message', (message) => {
    if (!isMessage<PrimaryMessage>(message)) return;
    if (message.type === 'pmc:drain') drainNow();
    else if (message.type === 'pmc:metrics-text') waiting.get(message.id)?.(message.text);
    else if (message.type === 'pmc:metrics-collect')
      void app.ops.metrics.registry
        .getMetricsAsJSON()
        .then((metrics) => send({ type: 'pmc:metrics-part', id: message.id, metrics }));
  });
  process.on('disconnect', drainNow);
  for (const signal of ['SIGHUP', 'SIGUSR2'] as const) process.on(signal, () => undefined);
  const state = await app.ops.readiness.check();
  if (!state.ready) app.log.warn({ readiness: state }, 'worker listening but not ready');
  send({ type: 'pmc:ready', port });
}
