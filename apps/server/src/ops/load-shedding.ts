import v8 from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/load-config.ts';
import { translate } from '../http/locale.ts';
import { serverMessages } from '../messages.ts';

/** Seconds a shed client is told to wait before it tries again. */
export const SHED_RETRY_AFTER_SECONDS = 5;

/** Event-loop lag right after start (migrations, PGlite loading its files) is not load: ignored this long. */
export const WARM_UP_MS = 10_000;
/**
 * Seconds in a row the event loop must lag before requests are shed: one long synchronous job (a big
 * workbook) lags one sample and passes; an overloaded process lags sample after sample.
 */
export const LAGGING_SAMPLES = 3;

/**
 * Sheds load before the process falls over: while the event loop lags past MAX_EVENT_LOOP_DELAY_MS
 * (default 1000 ms on PostgreSQL, for 3 samples in a row; off on PGlite, whose queries run on the event
 * loop, and for the first 10 s after start) or the heap passes MAX_HEAP_USED_MB (default 90% of V8's limit), every request
 * answers HTTP 503 with `Retry-After` and the envelope's code 503 ('服务器繁忙，请稍后重试'), so a balancer
 * retries elsewhere and the app shows a retry message. Probes and metrics pass (their route's own
 * `pressureHandler`). @fastify/under-pressure samples both figures off the request path, once a second.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'maxEventLoopDelayMs' | 'maxHeapUsedBytes'>,
  kind: 'pglite' | 'postgres',
  now: () => number = Date.now,
): Promise<void> {
  const maxHeapUsedBytes =
    config.maxHeapUsedBytes ?? Math.round(v8.getHeapStatistics().heap_size_limit * 0.9);
  const maxEventLoopDelay = config.maxEventLoopDelayMs ?? (kind === 'postgres' ? 1000 : 0);
  let readyAt = Number.POSITIVE_INFINITY;
  let laggingSamples = 0;
  const watch = setInterval(() => {
    const lag = app.memoryUsage().eventLoopDelay;
    laggingSamples = maxEventLoopDelay > 0 && lag > maxEventLoopDelay ? laggingSamples + 1 : 0;
  }, 1000);
  watch.unref();
  app.addHook('onReady', async () => {
    readyAt = now();
  });
  app.addHook('onClose', async () => clearInterval(watch));
  const shed = (req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
    // Undefined lets the request through: lag while starting, or not yet sustained.
    if (type === 'eventLoopDelay' && (now() - readyAt < WARM_UP_MS || laggingSamples < LAGGING_SAMPLES))
      return undefined;
    req.log.warn({ type, value }, 'shedding a request under pressure');
    reply.code(503).header('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
    return { code: 503, msg: translate(req.locale, serverMessages.serverBusy), data: null };
  };
  await app.register(underPressure, {
    maxEventLoopDelay,
    maxHeapUsedBytes,
    // The plugin sends what the handler returns (its types say void): the envelope, never the request.
    pressureHandler: shed as unknown as (req: FastifyRequest, reply: FastifyReply) => void,
  });
}
