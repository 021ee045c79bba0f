import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EnvelopeError } from '../http/envelope-error.ts';
import { sendNotFound } from '../http/error-handlers.ts';
import { translate } from '../http/locale.ts';
import { serverMessages } from '../messages.ts';
import { bearerMatches } from './bearer-token.ts';
import type { Metrics } from './metrics.ts';

/** Route label of requests no route matched (a scan of random paths cannot grow the label set). */
const UNMATCHED = '(unmatched)';
const LOGIN_ROUTE = '/admin-api/login';
const LOCKOUT_IDS = new Set<string>([serverMessages.accountLocked.id, serverMessages.accountStillLocked.id]);
const ENVELOPE_CODE = /^\{"code":(\d{1,4}),/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope code of the answer, read as it is sent (metrics). */
    envelopeCode: number | null;
    /** A refused sign-in: a wrong password or captcha, or the account locked (metrics). */
    signInRefusal: 'failure' | 'lockout' | null;
  }
}

function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? UNMATCHED;
}

/**
 * Counts every answer (route template, status, envelope code, sign-in outcome) and serves the text
 * format at `GET /metrics` to a scraper holding `METRICS_TOKEN` as a Bearer token. Without a token
 * configured `/metrics` is off (envelope 404), so metrics are never public by accident.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.decorateRequest('envelopeCode', null);
  app.decorateRequest('signInRefusal', null);
  app.addHook('onError', async (req, _reply, error) => {
    if (routeOf(req) !== LOGIN_ROUTE) return;
    req.signInRefusal =
      error instanceof EnvelopeError && LOCKOUT_IDS.has(error.descriptor.id) ? 'lockout' : 'failure';
  });
  // Runs before compression (registered first): the envelope is still the JSON text.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload);
      if (match) req.envelopeCode = Number(match[1]);
    }
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: routeOf(req), status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    if (req.envelopeCode !== null) metrics.envelopes.inc({ code: String(req.envelopeCode) });
    if (labels.route === LOGIN_ROUTE && req.method === 'POST')
      metrics.signIns.inc({
        outcome: req.signInRefusal ?? (req.envelopeCode === 200 ? 'success' : 'failure'),
      });
  });
  app.get(
    '/metrics',
    { logLevel: 'warn', config: { pressureHandler: () => undefined } },
    async (req, reply) => {
      if (!token) return sendNotFound(req, reply);
      if (!bearerMatches(req.headers.authorization, token))
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer')
          .send({ code: 401, msg: translate(req.locale, serverMessages.tokenMissing), data: null });
      reply.type(metrics.registry.contentType).header('Cache-Control', 'no-store');
      return metrics.text();
    },
  );
}
