import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a balancer's id may look like: short, printable, no spaces (it goes into every log line). */
const SAFE_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify options naming each request: the balancer's `X-Request-Id` when the proxy is trusted and the
 * id is a safe token, else a fresh UUID. Fastify puts it in every log line of the request (`reqId`).
 */
export function requestIdOptions(
  trustProxy: boolean,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId(req: IncomingMessage) {
      const given = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
      return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Every answer carries its request's id, so a user's report (or a screenshot) leads to the log line. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Request-Id', req.id);
    return payload;
  });
}
